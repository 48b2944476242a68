import Testing
@testable import Contracts

/// Rows are handed out while the document is parsed, whatever the key order, with the same issues as a full decode.
@Suite("LeaderboardDocument: streaming rows")
struct LeaderboardStreamTests {
    struct Collector: LeaderboardRowSink {
        var events: [String] = []
        mutating func begin(columns: [ColumnDocument]) { events.append("begin:" + columns.map(\.id).joined(separator: ",")) }
        mutating func row(_ row: JSONObject) {
            if case .string(let name)? = row["user_name"] { events.append("row:" + name) }
        }
    }

    static let schema = #""column_schema": [{"id": "rank", "type": "ordinal"}, {"id": "points", "type": "numeric"}]"#
    static let rows = #""rows": [{"user_name": "ana", "rank": 1}, {"user_name": "bo", "rank": 2}]"#

    @Test("schema before or after the rows: the sink sees the schema first, then every row in order",
          arguments: ["{\(schema), \(rows)}", "{\(rows), \(schema)}"])
    func order(text: String) throws {
        var collector = Collector()
        let document = try LeaderboardDocument.decode(bytes: Array(text.utf8), on: .everyCore, rows: &collector).get()
        #expect(collector.events == ["begin:rank,points", "row:ana", "row:bo"])
        #expect(document.rows.isEmpty)
        #expect(document.columnSchema.map(\.id) == ["rank", "points"])
    }

    @Test("a row that is not an object is an issue with its index; syntax errors keep line and column")
    func issues() {
        var collector = Collector()
        let bad = #"{"column_schema": [], "rows": [{"user_name": "ana"}, 7]}"#
        guard case .failure(let failure) = LeaderboardDocument.decode(bytes: Array(bad.utf8), on: .everyCore, rows: &collector) else {
            Issue.record("a number row must fail")
            return
        }
        #expect(failure.issues.map(\.description) == ["$.rows[1]: expected object, got number"])

        let broken = "{\"column_schema\": [],\n \"rows\": [{\"user_name\": }]}"
        guard case .failure(let syntax) = LeaderboardDocument.decode(bytes: Array(broken.utf8), on: .everyCore, rows: &collector) else {
            Issue.record("broken JSON must fail")
            return
        }
        #expect(syntax.issues.map(\.description) == ["$: invalid JSON at line 2, column 25: unexpected character"])
    }

    @Test("missing rows key is still a missing required key")
    func missingRows() {
        var collector = Collector()
        let text = #"{"column_schema": []}"#
        guard case .failure(let failure) = LeaderboardDocument.decode(bytes: Array(text.utf8), on: .everyCore, rows: &collector) else {
            Issue.record("must fail")
            return
        }
        #expect(failure.issues.map(\.description) == ["$.rows: missing required key"])
    }
}
