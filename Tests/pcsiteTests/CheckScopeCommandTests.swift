import Foundation
import Testing

/// `pcsite check` through the built binary: a template name out of its scope is a warning with file and line, and
/// an error (exit 2) with `--strict`; the sample site with the embedded templates has none.
@Suite(.serialized) struct CheckScopeCommandTests {
    @Test func aContestsFeeOnTheIndexOutsideTheCardsIsAWarningAndUnderStrictAnError() throws {
        let root = try CLI.site()
        defer { try? FileManager.default.removeItem(at: root) }
        let clean = try CLI.pcsite(["check", "--strict"], in: root)
        #expect(clean.status == 0 && !clean.stderr.contains("is not a name"), "\(clean.stderr)")

        let index = root.appendingPathComponent("templates/default/index.html.mustache")
        try FileManager.default.createDirectory(at: index.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "{{#content}}\n<p>{{fee}}</p>\n{{#contests}}{{fee}}{{/contests}}\n{{/content}}\n"
            .write(to: index, atomically: true, encoding: .utf8)
        let line = "templates/default/index.html.mustache:2: {{fee}} is not a name on this page here (index.html › {{#content}})"
        let warned = try CLI.pcsite(["check"], in: root)
        #expect(warned.status == 0)
        #expect(warned.stderr.components(separatedBy: "is not a name").count == 2 && warned.stderr.contains("warning: "),
                "\(warned.stderr)")
        #expect(warned.stderr.contains(line), "\(warned.stderr)")
        let strict = try CLI.pcsite(["check", "--strict"], in: root)
        #expect(strict.status == 2 && strict.stderr.contains("error: ") && strict.stderr.contains(line), "\(strict.stderr)")
    }
}
