@testable import Contracts
import Testing

/// The leaderboard example of CONTRACT §1.2.
private let validLeaderboard = #"""
{ "contest_id": "c1", "contest_type": "nba", "leaderboard_state": "scored",
  "generated_at": "2026-01-19T04:00:00Z",
  "column_schema": [ { "id": "rank", "name": "Rank", "type": "ordinal", "sortable": true,
                       "sort_direction": "ascending", "precision": null, "currency": null, "hint": null },
                     { "id": "points", "type": "numeric", "precision": 1 },
                     { "id": "payout", "name": "Payout", "type": "currency", "currency": "EUR", "hint": "major_units" } ],
  "rows": [ { "rank": 1, "user_id": "u1", "user_name": "ana", "entry_id": "e1", "tier": 1,
              "is_current_user": false, "values": { "rank": 1, "points": 143.5, "payout": 500000 } },
            { "rank": 2, "user_name": "bo", "values": [2, 99, null] },
            { "rank": 3, "user_name": "cy", "values": null },
            { "rank": 4, "user_name": "di" } ],
  "pagination": { "page": 1, "per_page": 100, "total_rows": 4, "total_pages": 1 },
  "extra": "ignored" }
"""#

private func leaderboardIssues(_ object: JSONObject) -> [String] {
    switch LeaderboardDocument.decode(.object(object)) {
    case .success: []
    case .failure(let failure): failure.issues.map(\.description)
    }
}

private func listIssues(_ text: String) throws -> [String] {
    switch ContestListDocument.decode(try JSONParser.parse(Array(text.utf8))) {
    case .success: []
    case .failure(let failure): failure.issues.map(\.description)
    }
}

@Suite("LeaderboardDocument decoding")
struct LeaderboardDocumentTests {
    @Test("the contract's example decodes with schema, rows and pagination")
    func valid() throws {
        let document = try LeaderboardDocument.decode(.object(try parseObject(validLeaderboard))).get()
        #expect(document.contestID == "c1")
        #expect(document.contestType == "nba")
        #expect(document.leaderboardState == "scored")
        #expect(document.generatedAt == "2026-01-19T04:00:00Z")
        #expect(document.columnSchema == [
            ColumnDocument(id: "rank", name: "Rank", type: "ordinal", sortable: true, sortDirection: "ascending",
                           precision: nil, currency: nil, hint: nil),
            ColumnDocument(id: "points", name: nil, type: "numeric", sortable: nil, sortDirection: nil,
                           precision: 1, currency: nil, hint: nil),
            ColumnDocument(id: "payout", name: "Payout", type: "currency", sortable: nil, sortDirection: nil,
                           precision: nil, currency: "EUR", hint: "major_units"),
        ])
        #expect(document.rows.count == 4)
        #expect(document.rows[0]["values"].map(JSONText.compact) == #"{"rank":1,"points":143.5,"payout":500000}"#)
        #expect(document.rows[1]["values"] == .array([.integer(2), .integer(99), .null]))
        #expect(document.pagination == PaginationDocument(page: 1, perPage: 100, totalRows: 4, totalPages: 1))
    }

    @Test("only column_schema and rows are required", arguments: [
        ("column_schema", ["$.column_schema: missing required key"]),
        ("rows", ["$.rows: missing required key"]),
        ("contest_id", []), ("contest_type", []), ("leaderboard_state", []), ("generated_at", []), ("pagination", []),
    ] as [(String, [String])])
    func requiredKeys(key: String, expected: [String]) throws {
        #expect(leaderboardIssues(try parseObject(validLeaderboard).removing(key)) == expected)
    }

    @Test("problems are named by path and all collected", arguments: [
        ("column_schema", #"[{"id": "rank"}, {"name": "No id"}, {"id": 5}]"#,
         ["$.column_schema[1].id: missing required key", "$.column_schema[2].id: expected string, got number"]),
        ("column_schema", #"[{"id": "p", "precision": 25, "sortable": "yes"}]"#,
         ["$.column_schema[0].sortable: expected boolean, got string",
          "$.column_schema[0].precision: must be between 0 and 20, got 25"]),
        ("column_schema", #"[{"id": "p", "precision": -1}]"#, ["$.column_schema[0].precision: must be between 0 and 20, got -1"]),
        ("column_schema", #"{"id": "rank"}"#, ["$.column_schema: expected array, got object"]),
        ("rows", #"[{"rank": 1}, 7, {"values": "x"}, {"values": 3}]"#,
         ["$.rows[1]: expected object, got number", "$.rows[2].values: expected object or array, got string",
          "$.rows[3].values: expected object or array, got number"]),
        ("rows", "null", ["$.rows: expected array, got null"]),
        ("pagination", #"{"page": "1", "total_pages": 2.5}"#,
         ["$.pagination.page: expected integer, got string", "$.pagination.total_pages: expected integer, got number"]),
        ("pagination", "[]", ["$.pagination: expected object, got array"]),
        ("contest_id", "42", ["$.contest_id: expected string, got number"]),
        ("leaderboard_state", "false", ["$.leaderboard_state: expected string, got boolean"]),
    ] as [(String, String, [String])])
    func issues(key: String, value: String, expected: [String]) throws {
        let object = try parseObject(validLeaderboard).setting(key, try JSONParser.parse(Array(value.utf8)))
        #expect(leaderboardIssues(object) == expected)
    }

    @Test("a pagination of null and an empty board are fine")
    func minimal() throws {
        let document = try LeaderboardDocument.decode(
            .object(try parseObject(#"{"column_schema": [], "rows": [], "pagination": null}"#))).get()
        #expect(document.columnSchema.isEmpty && document.rows.isEmpty && document.pagination == nil)
        #expect(document.contestID == nil)
    }
}

@Suite("ContestListDocument decoding")
struct ContestListDocumentTests {
    @Test("items need only contest_id")
    func valid() throws {
        let text = #"""
        { "contests": [ { "contest_id": "a", "updated_at": "2026-01-01T00:00:00Z", "name": "x" }, { "contest_id": "b" } ],
          "pagination": { "page": 2, "per_page": 2, "total_rows": 3, "total_pages": 2 } }
        """#
        let document = try ContestListDocument.decode(try JSONParser.parse(Array(text.utf8))).get()
        #expect(document.contests.map(\.contestID) == ["a", "b"])
        #expect(document.contests.map(\.updatedAt) == ["2026-01-01T00:00:00Z", nil])
        #expect(document.pagination == PaginationDocument(page: 2, perPage: 2, totalRows: 3, totalPages: 2))
    }

    @Test("problems are named by path and all collected", arguments: [
        ("{}", ["$.contests: missing required key"]),
        ("[]", ["$: expected object, got array"]),
        (#"{"contests": null}"#, ["$.contests: expected array, got null"]),
        (#"{"contests": [{"contest_id": "a"}, {"updated_at": "x"}, "c", {"contest_id": null}]}"#,
         ["$.contests[1].contest_id: missing required key", "$.contests[2]: expected object, got string",
          "$.contests[3].contest_id: expected string, got null"]),
        (#"{"contests": [{"contest_id": "a", "updated_at": 5}], "pagination": {"per_page": "x"}}"#,
         ["$.contests[0].updated_at: expected string, got number", "$.pagination.per_page: expected integer, got string"]),
    ] as [(String, [String])])
    func issues(text: String, expected: [String]) throws {
        #expect(try listIssues(text) == expected)
    }
}
