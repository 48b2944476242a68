@testable import Contracts
import Testing

private let baseContest = #"""
{ "contest_id": "c1", "type": "survivor", "contest_name": "S", "status": "settled", "entry_count": 0,
  "entry_fee_cents": 0, "leaderboard_state": "settled", "actions": {}, "payout_table": [],
  "created_at": "2026-01-01", "updated_at": "2026-01-02" }
"""#

private func decode(payouts: String? = nil, roster: String? = nil) throws -> Result<ContestDocument, DocumentIssues> {
    var object = try parseObject(baseContest)
    if let payouts { object = object.setting("payout_table", try JSONParser.parse(Array(payouts.utf8))) }
    if let roster { object = object.setting("roster_config", try JSONParser.parse(Array(roster.utf8))) }
    return ContestDocument.decode(.object(object))
}

private func issues(_ result: Result<ContestDocument, DocumentIssues>) -> [String] {
    if case .failure(let failure) = result { return failure.issues.map(\.description) }
    return []
}

@Suite("payout_table rows")
struct PayoutRowTests {
    @Test("canonical keys and every alias resolve to rank_min/rank_max and an amount")
    func aliases() throws {
        let document = try decode(payouts: #"""
        [ { "rank_min": 1, "rank_max": 1, "amount_cents": 5000, "percentage": 50.0, "currency": "usd" },
          { "min_rank": 2, "max_rank": 3, "payout_amount": 12.5 },
          { "place": 4, "amount_cents": null },
          { "place": 9, "rank_min": 5, "rank_max": 10, "amount_cents": 100 },
          { "rank_min": 11, "max_rank": 20, "payout_amount": 1 } ]
        """#).get()
        #expect(document.payoutTable == [
            PayoutRowDocument(rankMin: 1, rankMax: 1, amountCents: 5000, payoutAmount: nil, percentage: 50, currency: "usd"),
            PayoutRowDocument(rankMin: 2, rankMax: 3, amountCents: nil, payoutAmount: 12.5, percentage: nil, currency: nil),
            PayoutRowDocument(rankMin: 4, rankMax: 4, amountCents: nil, payoutAmount: nil, percentage: nil, currency: nil),
            PayoutRowDocument(rankMin: 5, rankMax: 10, amountCents: 100, payoutAmount: nil, percentage: nil, currency: nil),
            PayoutRowDocument(rankMin: 11, rankMax: 20, amountCents: nil, payoutAmount: 1, percentage: nil, currency: nil),
        ])
    }

    @Test("an empty payout table is valid")
    func empty() throws {
        #expect(try decode(payouts: "[]").get().payoutTable.isEmpty)
    }

    @Test("row problems are named by index path", arguments: [
        (#"[{"rank_min":1,"rank_max":1},{"rank_min":2,"rank_max":2},{"rank_max":5}]"#,
         ["$.payout_table[2].rank_min: missing required key"]),
        (#"[{"rank_min":1}]"#, ["$.payout_table[0].rank_max: missing required key"]),
        (#"[{}]"#, ["$.payout_table[0].rank_min: missing required key", "$.payout_table[0].rank_max: missing required key"]),
        (#"[{"rank_min":"1","rank_max":1}]"#, ["$.payout_table[0].rank_min: expected integer, got string"]),
        (#"[{"min_rank":null,"max_rank":2}]"#, ["$.payout_table[0].min_rank: expected integer, got null"]),
        (#"[{"rank_min":5,"rank_max":3}]"#, ["$.payout_table[0].rank_max: rank_max 3 is below rank_min 5"]),
        (#"[{"place":1,"amount_cents":"50"}]"#, ["$.payout_table[0].amount_cents: expected integer, got string"]),
        (#"[{"place":1,"payout_amount":"5.00"}]"#, ["$.payout_table[0].payout_amount: expected number, got string"]),
        (#"[{"place":1,"percentage":true}]"#, ["$.payout_table[0].percentage: expected number, got boolean"]),
        (#"[{"place":"first"}]"#, ["$.payout_table[0].place: expected integer, got string",
                                   "$.payout_table[0].rank_min: missing required key",
                                   "$.payout_table[0].rank_max: missing required key"]),
        (#"[1, {"place": 1}, null]"#, ["$.payout_table[0]: expected object, got number",
                                       "$.payout_table[2]: expected object, got null"]),
    ] as [(String, [String])])
    func rowIssues(payouts: String, expected: [String]) throws {
        #expect(issues(try decode(payouts: payouts)) == expected)
    }
}

@Suite("roster_config")
struct RosterConfigTests {
    @Test("the contract's example and unknown field and rule types decode, other keys kept in order")
    func unknownTypes() throws {
        let document = try decode(roster: #"""
        { "max_entries_per_user": 1,
          "entry_fields": [
            { "id": "qb", "name": "Quarterback", "type": "player_selection", "required": true,
              "constraints": { "min_selections": 1, "max_selections": 1, "allowed_positions": ["QB"],
                               "allowed_teams": null, "max_salary_total": 50000, "unique_teams": true } },
            { "id": "oracle", "type": "crystal_ball", "constraints": { "zeta": 1, "alpha": "two" } } ],
          "validation_rules": [
            { "id": "cap", "rule_type": "max_total", "field": "salary", "max_value": 50000, "min_value": null,
              "error_message": "Salary cap is $50,000" },
            { "rule_type": "moon_phase", "phase": "full", "tolerance": 0.5 } ] }
        """#).get()
        let roster = try #require(document.rosterConfig)
        #expect(roster.maxEntriesPerUser == 1)
        #expect(roster.entryFields.map(\.type) == ["player_selection", "crystal_ball"])
        #expect(roster.entryFields[0].required == true)
        #expect(roster.entryFields[0].constraints?.keys == [
            "min_selections", "max_selections", "allowed_positions", "allowed_teams", "max_salary_total", "unique_teams"])
        #expect(roster.entryFields[1].name == nil)
        #expect(roster.entryFields[1].constraints?.keys == ["zeta", "alpha"])
        #expect(roster.validationRules.map(\.ruleType) == ["max_total", "moon_phase"])
        #expect(roster.validationRules[0].maxValue == .integer(50000))
        #expect(roster.validationRules[0].minValue == .null)
        #expect(roster.validationRules[0].errorMessage == "Salary cap is $50,000")
        #expect(roster.validationRules[1].id == nil)
        #expect(roster.validationRules[1].object.keys == ["rule_type", "phase", "tolerance"])
        #expect(roster.validationRules[1].object["tolerance"] == .number(0.5))
    }

    @Test("an empty roster object has no fields or rules")
    func emptyRoster() throws {
        let roster = try #require(try decode(roster: "{}").get().rosterConfig)
        #expect(roster.entryFields.isEmpty && roster.validationRules.isEmpty && roster.maxEntriesPerUser == nil)
    }

    @Test("roster problems are named by path", arguments: [
        (#"{"entry_fields": [{"name": "x"}]}"#, ["$.roster_config.entry_fields[0].id: missing required key",
                                                 "$.roster_config.entry_fields[0].type: missing required key"]),
        (#"{"entry_fields": [{"id": "a", "type": "t", "constraints": [1]}]}"#,
         ["$.roster_config.entry_fields[0].constraints: expected object, got array"]),
        (#"{"validation_rules": [{"id": "r"}, {"rule_type": 3}]}"#,
         ["$.roster_config.validation_rules[0].rule_type: missing required key",
          "$.roster_config.validation_rules[1].rule_type: expected string, got number"]),
        (#"{"max_entries_per_user": "1", "entry_fields": {}}"#,
         ["$.roster_config.max_entries_per_user: expected integer, got string",
          "$.roster_config.entry_fields: expected array, got object"]),
    ] as [(String, [String])])
    func rosterIssues(roster: String, expected: [String]) throws {
        #expect(issues(try decode(roster: roster)) == expected)
    }
}
