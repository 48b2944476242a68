import Foundation
import Pages
import Rendering
import Testing

/// `pcsite check`'s template-name report: every `{{name}}` no page model answers, with file and line.
@Suite struct TemplateNamesTests {
    @Test func everyNameInTheEmbeddedTemplatesIsAnsweredByAPageModel() throws {
        let references = try TemplateReference.all(siteFolder: nil)
        #expect(references.count > 200, "the embedded templates look up \(references.count) names")
        #expect(references.contains { $0.description == "(embedded) contest.html.mustache:4: {{name}}" })
        #expect(TemplateNames.unknown(in: references).isEmpty, "\(TemplateNames.unknown(in: references))")
    }

    @Test func aTypoIsReportedWithItsFileAndLine() throws {
        let site = try TemplateFolder()
        defer { site.remove() }
        try site.write("default/partials/summary.mustache", "<p>{{organizer}}</p>\n{{#content}}\n<h2>{{nmae}}</h2>\n{{/content}}\n")
        try site.write("nba/contest.html.mustache", "{{#standings}}{{#standings.tabel.rows}}{{.}}{{/standings.tabel.rows}}{{/standings}}\n"
                                                    + "{{^isCancelld}}open{{/isCancelld}}\n{{{descriptionHTML}}}\n")
        let unknown = TemplateNames.unknown(in: try TemplateReference.all(siteFolder: site.path))
        #expect(unknown.map(\.description) == [
            "\(site.path)/default/partials/summary.mustache:3: {{nmae}}",
            "\(site.path)/nba/contest.html.mustache:1: {{standings.tabel.rows}}",
            "\(site.path)/nba/contest.html.mustache:2: {{isCancelld}}",
        ])
    }

    @Test func anOverriddenEmbeddedTemplateIsNotReadAndAnUnsafeTypeFolderIsIgnoredAsTheBuildIgnoresIt() throws {
        let site = try TemplateFolder()
        defer { site.remove() }
        try site.write("default/contest.html.mustache", "{{title}}\n")
        try site.write("not a type/contest.html.mustache", "{{nothing}}\n")
        let references = try TemplateReference.all(siteFolder: site.path)
        #expect(!references.contains { $0.file == "(embedded) contest.html.mustache" })
        #expect(references.contains { $0.description == "\(site.path)/default/contest.html.mustache:1: {{title}}" })
        #expect(TemplateNames.unknown(in: references).isEmpty)
    }

    @Test func keySetsNameEachModelOnceAndEveryNameIsAnswered() {
        let models = TemplateNames.keySets.map(\.model)
        #expect(Set(models).count == models.count)
        #expect(TemplateNames.keySets.allSatisfy { !$0.keys.isEmpty && Set($0.keys).count == $0.keys.count })
        #expect(TemplateNames.answered.isSuperset(of: ["frame", "content", "standings", "cells", "isRank", "qrSVG", "loc"]))
    }
}

/// A `templates/` folder in a temporary directory.
private struct TemplateFolder {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("pcsite-names-\(UUID().uuidString)").path

    init() throws { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }

    func write(_ relative: String, _ text: String) throws {
        let file = URL(fileURLWithPath: "\(path)/\(relative)")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}
