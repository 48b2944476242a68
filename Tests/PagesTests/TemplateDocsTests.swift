import Foundation
import Pages
import Rendering
import Testing

/// docs/TEMPLATES.md lists the model each page starts from and every name each model answers, generated from
/// `PageKind.model` and `TemplateNames.keySets` (the models' own key enums). `PCSITE_WRITE_DOCS=1 swift test
/// --filter TemplateDocsTests` rewrites the list.
@Suite struct TemplateDocsTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/TEMPLATES.md")
    static let begin = "<!-- template-names:begin -->\n", end = "<!-- template-names:end -->"

    /// The pages' models, then one row per model; a model with many names continues on rows with an empty first
    /// cell, so no line of the document runs past 200 characters.
    static var table: String {
        let pages = PageKind.allCases.map { "| `\($0.rawValue)` | `\($0.model.templateModelName)` |" }
        let rows = TemplateNames.keySets.flatMap { model, keys in
            var lines: [[String]] = [[]]
            for key in keys.map({ "`\($0)`" }) {
                if (lines[lines.count - 1] + [key]).joined(separator: ", ").count > 160 { lines.append([]) }
                lines[lines.count - 1].append(key)
            }
            return lines.enumerated().map { index, names in
                "| \(index == 0 ? "`\(model)`" : "") | " + names.joined(separator: ", ") + " |"
            }
        }
        return (["| template | model |", "|---|---|"] + pages + ["", "| model | names |", "|---|---|"] + rows)
            .joined(separator: "\n") + "\n"
    }

    @Test func theDocumentedNamesAreTheNamesTheModelsAnswer() throws {
        let text = try String(contentsOf: Self.file, encoding: .utf8)
        let start = try #require(text.range(of: Self.begin), "docs/TEMPLATES.md lost its \(Self.begin)")
        let stop = try #require(text.range(of: Self.end, range: start.upperBound..<text.endIndex))
        let documented = String(text[start.upperBound..<stop.lowerBound])
        if ProcessInfo.processInfo.environment["PCSITE_WRITE_DOCS"] == "1", documented != Self.table {
            try text.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: Self.table)
                .write(to: Self.file, atomically: true, encoding: .utf8)
            return
        }
        #expect(documented == Self.table, "docs/TEMPLATES.md is out of date: PCSITE_WRITE_DOCS=1 swift test --filter TemplateDocsTests")
    }
}
