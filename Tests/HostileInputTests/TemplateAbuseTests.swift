import Foundation
import Rendering
import Testing

/// Hostile templates stop the build before anything is written (exit 2, CONTRACT §5), naming the file.
@Suite(.timeLimit(.minutes(1))) struct TemplateAbuseTests {
    private func expectNothingPublished(_ site: HostileSite, file: String, message: String) async throws {
        let before = site.outsideListing()
        let report = try await site.build(templates: true)
        #expect(report.exitStatus == 2)
        #expect(report.fatal?.source == file)
        #expect(report.fatal?.message.contains(message) == true, "\(String(describing: report.fatal))")
        #expect(!FileManager.default.fileExists(atPath: site.output))
        #expect(site.outsideListing() == before)
    }

    @Test func partialRecursionIsAnErrorNotAHang() async throws {
        let site = try HostileSite()
        defer { site.remove() }
        try site.write("{{> partials/b}}", to: "\(site.templates)/default/partials/a.mustache")
        try site.write("{{#content}}{{> partials/a}}{{/content}}", to: "\(site.templates)/default/partials/b.mustache")
        try site.write("{{> partials/a}}", to: "\(site.templates)/default/contest.html.mustache")
        try await expectNothingPublished(site, file: "\(site.templates)/default/partials/a.mustache",
                                     message: "partial recursion: partials/a → partials/b → partials/a")
    }

    @Test func selfRecursivePartialInATypeSetIsAnError() throws {
        let site = try HostileSite()
        defer { site.remove() }
        try site.write("x{{> partials/loop}}", to: "\(site.templates)/nba/partials/loop.mustache")
        #expect(throws: TemplateError.self) {
            _ = try TemplateStore.load(siteFolder: site.templates, required: ["contest.html"])
        }
    }

    @Test func symlinkedTemplateOutsideTheFolderIsRefused() async throws {
        let site = try HostileSite()
        defer { site.remove() }
        try site.write("<p>{{title}}</p>", to: "\(site.root)/stolen.mustache")
        try FileManager.default.createDirectory(atPath: "\(site.templates)/default", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: "\(site.templates)/default/contest.html.mustache",
                                                   withDestinationPath: "\(site.root)/stolen.mustache")
        try await expectNothingPublished(site, file: "\(site.templates)/default/contest.html.mustache",
                                     message: "refusing a symbolic link that points outside")
    }

    @Test func symlinkedTemplateFolderOutsideTheFolderIsRefused() async throws {
        let site = try HostileSite()
        defer { site.remove() }
        try site.write("<p>{{title}}</p>", to: "\(site.root)/elsewhere/contest.html.mustache")
        try FileManager.default.createDirectory(atPath: site.templates, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: "\(site.templates)/nba", withDestinationPath: "\(site.root)/elsewhere")
        try await expectNothingPublished(site, file: "\(site.templates)/nba",
                                     message: "refusing a symbolic link that points outside")
    }

    @Test func fifoTemplateIsRefusedWithoutWaiting() async throws {
        let site = try HostileSite()
        defer { site.remove() }
        try FileManager.default.createDirectory(atPath: "\(site.templates)/default", withIntermediateDirectories: true)
        #expect(mkfifo("\(site.templates)/default/contest.html.mustache", 0o644) == 0)
        try await expectNothingPublished(site, file: "\(site.templates)/default/contest.html.mustache",
                                     message: "not a regular file")
    }
}
