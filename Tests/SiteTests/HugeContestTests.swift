import TestSupport
import Domain
import Foundation
import Testing

/// A contest big enough (25,000 rows) to take the concurrent paths: its rows
/// are formatted in one chunk per core and its pages rendered on every core. Order and warnings must be
/// exactly those of one pass.
@Suite struct HugeContestTests {
    static let rows = 25_000

    /// Rows in ascending points in the file, so sorting (points descending) reverses them; every 1,000th row
    /// has a text where Pass Yds wants a number (25 warnings, over the limit of 20).
    static func leaderboard() throws -> Data {
        let sample = try Data(contentsOf: URL(fileURLWithPath: "\(SampleSite.content)/contests/\(SampleSite.bigContest)/leaderboard.json"))
        var document = try #require(try JSONSerialization.jsonObject(with: sample) as? [String: Any])
        document["rows"] = (0..<rows).map { index -> [String: Any] in
            let yards: Any = index % 1_000 == 7 ? "n/a" : index % 500
            return ["rank": rows - index, "user_id": "u\(index)", "user_name": "Player \(index)", "entry_id": "e\(index)",
                    "is_current_user": false,
                    "values": ["rank": rows - index, "points": index, "passing_yds": yards, "winnings": 0, "entry_id": "e\(index)"]]
        }
        return try JSONSerialization.data(withJSONObject: document)
    }

    @Test func rowsStayInSortOrderAcrossChunksAndWarningsKeepTheLimit() async throws {
        let content = try SampleSite.copyOfContent()
        try Self.leaderboard().write(to: URL(fileURLWithPath: "\(content)/contests/\(SampleSite.bigContest)/leaderboard.json"))

        let (report, output) = try await SampleSite.build(contentFolder: content)

        let markdown = try String(contentsOfFile: "\(output)/contests/\(SampleSite.bigContest)/index.md", encoding: .utf8)
        let points = markdown.split(separator: "\n").compactMap { line -> Int? in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3, cells[1].hasPrefix("Player ") else { return nil }
            return Int(cells[2].replacingOccurrences(of: ",", with: ""))
        }
        #expect(points == Array((0..<Self.rows).reversed()))
        let lastPage = try SampleSite.page(output, "contests/\(SampleSite.bigContest)/page/250/index.html")
        #expect(lastPage.text.contains("Player 0"))

        let warnings = report.warnings.filter { $0.contains("passing_yds") || $0.contains("more cell warnings") }
        #expect(warnings.filter { $0.contains("passing_yds") }.count == 20)
        #expect(warnings.last?.hasSuffix("5 more cell warnings") == true, "\(warnings.last ?? "")")
    }
}
