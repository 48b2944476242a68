import Foundation
import Pages
import Rendering
import Testing
import TestSupport

/// `pcsite check`'s template names, read against the page models: each page's template and each partial where it is
/// included, with the names in scope there (the page's model, then each enclosing section's).
@Suite struct TemplateNamesTests {
    @Test func theEmbeddedTemplatesLookUpOnlyNamesInScope() throws {
        let references = try TemplateScopeCheck.references(siteFolder: nil) { $0.model }
        #expect(references.count > 200, "the embedded templates look up \(references.count) names")
        let name = try #require(references.first { $0.description == "(embedded) contest.html.mustache:4: {{name}}" })
        #expect(name.unanswered == nil && name.within == ["contest.html", "{{#content}}"])
        #expect(try TemplateNames.unanswered(siteFolder: nil).map(\.warning) == [])
    }

    @Test func aNameFromAnotherPageIsReportedWithItsFileAndLineAndIsFineWhereItIsInScope() throws {
        let (site, unanswered) = try check([
            "default/index.html.mustache": "<h1>{{tilte}}</h1>\n{{#content}}\n<p>{{fee}}</p>\n"
            + "{{#contests}}<td>{{fee}}</td>{{/contests}}\n{{/content}}\n",
        ])
        #expect(unanswered.map(\.warning) == [
            "\(site)/default/index.html.mustache:1: {{tilte}} is not a name on this page here (index.html)"
                + "; close names in scope: title",
            "\(site)/default/index.html.mustache:3: {{fee}} is not a name on this page here (index.html › {{#content}})",
        ])
    }

    @Test func aNameValidOnlyInsideASectionIsReportedOutsideIt() throws {
        let (site, unanswered) = try check([
            "default/contest.html.mustache": "{{#content}}{{#standings}}{{#table}}\n{{caption}}\n{{/table}}\n"
            + "{{caption}}\n{{/standings}}\n{{table.caption}}\n{{/content}}\n",
        ])
        #expect(unanswered.map(\.description) == [
            "\(site)/default/contest.html.mustache:4: {{caption}}",
            "\(site)/default/contest.html.mustache:6: {{table.caption}}",
        ])
        #expect(unanswered.first?.within == ["contest.html", "{{#content}}", "{{#standings}}"])
        // Not in scope as `table`, `table.caption` fails on its first part; the page's content has `standings`.
        #expect(unanswered.last?.unanswered == "table")
    }

    @Test func aDottedNameIsResolvedPartByPartAndNamesTheCloseKeysOfItsModel() throws {
        let (site, unanswered) = try check([
            "default/standings.html.mustache":
                "{{#content}}{{#standings.tabel.rows}}{{.}}{{/standings.tabel.rows}}{{standings.table.caption}}{{/content}}\n",
        ])
        #expect(unanswered.map(\.warning) == [
            "\(site)/default/standings.html.mustache:1: {{standings.tabel.rows}} is not a name on this page here "
                + "(standings.html › {{#content}}); close names in scope: table",
        ])
    }

    @Test func aPartialIncludedInTwoPlacesIsCheckedInEachScope() throws {
        let (site, unanswered) = try check([
            "default/partials/card.mustache": "<td>{{fee}}</td>\n",
            "default/index.html.mustache": "{{#content}}\n{{#contests}}\n{{> partials/card}}\n{{/contests}}\n"
            + "{{> partials/card}}\n{{/content}}\n",
        ])
        #expect(unanswered.map(\.description) == ["\(site)/default/partials/card.mustache:1: {{fee}}"])
        #expect(unanswered.first?.within == ["index.html", "{{#content}}", "{{> partials/card}}"])
    }

    @Test func anInvertedSectionBringsNoNamesIntoScopeAndItsOwnNameIsChecked() throws {
        let (site, unanswered) = try check([
            "default/index.html.mustache": "{{#content}}{{^contests}}{{fee}}{{/contests}}\n"
            + "{{^isIndx}}x{{/isIndx}}{{/content}}\n",
        ])
        #expect(unanswered.map(\.warning) == [
            "\(site)/default/index.html.mustache:1: {{fee}} is not a name on this page here "
                + "(index.html › {{#content}} › {{^contests}})",
            "\(site)/default/index.html.mustache:2: {{isIndx}} is not a name on this page here "
                + "(index.html › {{#content}}); close names in scope: isIndex",
        ])
    }

    @Test func aRecursivePartialEndsTheWalk() throws {
        let (_, unanswered) = try check([
            "default/partials/a.mustache": "{{nope}}{{> partials/b}}\n",
            "default/partials/b.mustache": "{{#content}}{{bodyHTML}}{{nope}}{{> partials/a}}{{/content}}\n",
            "default/page.html.mustache": "{{> partials/a}}\n",
        ])
        #expect(unanswered.map(\.within) == [
            ["page.html", "{{> partials/a}}"],
            ["page.html", "{{> partials/a}}", "{{> partials/b}}", "{{#content}}"],
        ])
    }

    @Test func aTypesOverrideIsCheckedWhereItIsUsedAndAnUnsafeTypeFolderIsIgnoredAsTheBuildIgnoresIt() throws {
        let site = try TemplateFolder()
        defer { site.remove() }
        try site.write("default/contest.html.mustache", "{{title}}\n")
        try site.write("nba/partials/summary.mustache", "{{organizer}}\n")
        try site.write("nba/contest.html.mustache", "{{#content}}{{> partials/summary}}{{/content}}{{> partials/summary}}\n")
        try site.write("not a type/contest.html.mustache", "{{nothing}}\n")
        let references = try TemplateScopeCheck.references(siteFolder: site.path) { $0.model }
        #expect(!references.contains { $0.file == "(embedded) contest.html.mustache" })
        #expect(!references.contains { $0.file.contains("not a type") })
        #expect(try TemplateNames.unanswered(siteFolder: site.path).map(\.warning) == [
            "\(site.path)/nba/partials/summary.mustache:1: {{organizer}} is not a name on this page here "
                + "(nba/contest.html › {{> partials/summary}})",
        ])
    }

    @Test func everyPageKindsModelAndTheModelsItHoldsAreNamedOnce() {
        let models = TemplateNames.keySets.map(\.model)
        #expect(Set(models).count == models.count)
        #expect(TemplateNames.keySets.allSatisfy { !$0.keys.isEmpty && Set($0.keys).count == $0.keys.count })
        #expect(models.first == "HTMLPage" && models.contains("RosterModel.LabelledValue") && models.contains("CellList"))
        #expect(PageKind.contestMarkdown.model.templateModelName == "HTMLPage<ContestModel>")
    }

    /// Writes `files` into a fresh `templates/` folder; its path and the names the check finds out of scope.
    @Test func aWordIsANameInEveryScopeAndAnUnknownOneIsReportedWithTheCloseKeys() throws {
        let (site, unanswered) = try check([
            "default/index.html.mustache": "<h1>{{t.standings}}</h1>\n{{#content}}{{#contests}}<td>{{t.badge_live}}</td>"
            + "{{/contests}}{{/content}}\n<p>{{t.standigns}}</p>\n<p>{{t.contests_count}}</p>\n",
        ])
        #expect(unanswered.count == 2)
        #expect(unanswered.first?.warning == "\(site)/default/index.html.mustache:3: {{t.standigns}} is not a name on this page "
            + "here (index.html); close names in scope: standings")
        // A counted phrase needs its number: pcsite composes it (countText, caption), templates cannot.
        #expect(unanswered.last?.warning.hasPrefix("\(site)/default/index.html.mustache:4: {{t.contests_count}} is not a name") == true)
    }

    private func check(_ files: [String: String]) throws -> (site: String, unanswered: [TemplateReference]) {
        let site = try TemplateFolder()
        defer { site.remove() }
        for (path, text) in files { try site.write(path, text) }
        return (site.path, try TemplateNames.unanswered(siteFolder: site.path))
    }
}

/// A `templates/` folder in a temporary directory.
private struct TemplateFolder {
    let path: String

    init() throws { path = try temporaryFolder("names") }

    func write(_ relative: String, _ text: String) throws {
        let file = URL(fileURLWithPath: "\(path)/\(relative)")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}
