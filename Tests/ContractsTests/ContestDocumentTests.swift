@testable import Contracts
import Testing

/// A complete, valid contest document (CONTRACT §1.1) whose keys tests remove or replace.
private let validContest = #"""
{
  "contest_id": "c-0001", "template_id": "t-9", "type": "nfl", "contest_name": "Sunday Showdown",
  "description": "**Big** game", "organizer_id": "o-1", "organizer_name": null, "status": "active",
  "entry_count": 12, "max_entries": null, "entry_fee_cents": 500, "currency": "EUR", "is_locked": false,
  "leaderboard_state": "open",
  "actions": { "can_join": true, "is_live": true },
  "payout_table": [ { "rank_min": 1, "rank_max": 1, "amount_cents": 5000, "percentage": 50.0, "currency": "USD" } ],
  "roster_config": null,
  "created_at": "2026-01-10T12:00:00Z", "updated_at": "2026-01-18T20:15:00.250+01:00",
  "start_time": "2026-01-18T18:00:00Z", "end_time": null, "lock_time": "2026-01-18T17:55:00Z",
  "join_token": "tok_ABC-123", "user_has_entered": true,
  "some_future_key": { "nested": [1, 2, 3] }
}
"""#

let requiredContestKeys = [
    "contest_id", "type", "contest_name", "status", "entry_count", "entry_fee_cents", "leaderboard_state",
    "actions", "payout_table", "created_at", "updated_at",
]

func parseObject(_ text: String) throws -> JSONObject {
    guard case .object(let object) = try JSONParser.parse(Array(text.utf8)) else {
        throw TestFailure("not an object: \(text)")
    }
    return object
}

struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension JSONObject {
    func removing(_ key: String) -> JSONObject {
        let kept = keys.indices.filter { keys[$0] != key }
        return JSONObject(keys: kept.map { keys[$0] }, values: kept.map { values[$0] })
    }
}

/// The issues as `path: message` lines, or an empty list when the document decodes.
private func contestIssues(_ object: JSONObject) -> [String] {
    switch ContestDocument.decode(.object(object)) {
    case .success: []
    case .failure(let failure): failure.issues.map(\.description)
    }
}

private func decodeContest(_ object: JSONObject) throws -> ContestDocument {
    try ContestDocument.decode(.object(object)).get()
}

@Suite("ContestDocument decoding")
struct ContestDocumentTests {
    @Test("a valid document decodes with every field")
    func valid() throws {
        let document = try decodeContest(try parseObject(validContest))
        #expect(document.contestID == "c-0001")
        #expect(document.templateID == "t-9")
        #expect(document.type == "nfl")
        #expect(document.contestName == "Sunday Showdown")
        #expect(document.description == "**Big** game")
        #expect(document.organizerID == "o-1")
        #expect(document.organizerName == nil)
        #expect(document.status == "active")
        #expect(document.entryCount == 12)
        #expect(document.maxEntries == nil)
        #expect(document.entryFeeCents == 500)
        #expect(document.currency == "EUR")
        #expect(document.isLocked == false)
        #expect(document.leaderboardState == "open")
        #expect(document.payoutTable == [PayoutRowDocument(rankMin: 1, rankMax: 1, amountCents: 5000, payoutAmount: nil,
                                                           percentage: 50, currency: "USD")])
        #expect(document.rosterConfig == nil)
        #expect(document.createdAt == "2026-01-10T12:00:00Z")
        #expect(document.updatedAt == "2026-01-18T20:15:00.250+01:00")
        #expect(document.startTime == "2026-01-18T18:00:00Z")
        #expect(document.endTime == nil)
        #expect(document.lockTime == "2026-01-18T17:55:00Z")
        #expect(document.joinToken == "tok_ABC-123")
        #expect(document.userHasEntered == true)
    }

    @Test("removing a required key gives exactly one issue naming it", arguments: requiredContestKeys)
    func missingRequiredKey(key: String) throws {
        let object = try parseObject(validContest).removing(key)
        #expect(contestIssues(object) == ["$.\(key): missing required key"])
    }

    @Test("optional keys may be absent", arguments: [
        "template_id", "description", "organizer_id", "organizer_name", "max_entries", "currency", "is_locked",
        "roster_config", "start_time", "end_time", "lock_time", "join_token", "user_has_entered",
    ])
    func optionalKeyAbsent(key: String) throws {
        #expect(contestIssues(try parseObject(validContest).removing(key)) == [])
    }

    @Test("a wrong JSON type names the path, the expected type and the actual one", arguments: [
        ("entry_count", JSONValue.string("12"), "$.entry_count: expected integer, got string"),
        ("entry_count", .number(12.5), "$.entry_count: expected integer, got number"),
        ("entry_count", .null, "$.entry_count: expected integer, got null"),
        ("entry_fee_cents", .bool(true), "$.entry_fee_cents: expected integer, got boolean"),
        ("entry_fee_cents", .integer(-1), "$.entry_fee_cents: must be ≥ 0, got -1"),
        ("contest_id", .integer(7), "$.contest_id: expected string, got number"),
        ("contest_name", .null, "$.contest_name: expected string, got null"),
        ("status", .array([]), "$.status: expected string, got array"),
        ("created_at", .object(JSONObject(keys: [], values: [])), "$.created_at: expected string, got object"),
        ("actions", .array([]), "$.actions: expected object, got array"),
        ("actions", .null, "$.actions: expected object, got null"),
        ("payout_table", .null, "$.payout_table: expected array, got null"),
        ("payout_table", .object(JSONObject(keys: [], values: [])), "$.payout_table: expected array, got object"),
        ("max_entries", .string("10"), "$.max_entries: expected integer, got string"),
        ("is_locked", .string("no"), "$.is_locked: expected boolean, got string"),
        ("join_token", .integer(5), "$.join_token: expected string, got number"),
        ("roster_config", .string("x"), "$.roster_config: expected object, got string"),
    ])
    func wrongType(key: String, value: JSONValue, issue: String) throws {
        #expect(contestIssues(try parseObject(validContest).setting(key, value)) == [issue])
    }

    @Test("an integer written with a zero fraction is accepted")
    func zeroFraction() throws {
        let document = try decodeContest(try parseObject(validContest).setting("entry_count", .number(12.0)))
        #expect(document.entryCount == 12)
    }

    @Test("a document that is not an object is one issue at the root")
    func notAnObject() {
        guard case .failure(let failure) = ContestDocument.decode(.array([])) else {
            Issue.record("an array decoded as a contest")
            return
        }
        #expect(failure.issues == [DecodeIssue(path: "$", message: "expected object, got array")])
    }

    @Test("every problem is collected, in document order, not only the first")
    func severalProblems() throws {
        let object = try parseObject(validContest)
            .removing("contest_id")
            .setting("entry_count", .string("many"))
            .setting("actions", .object(JSONObject(keys: ["is_live"], values: [.string("yes")])))
            .setting("payout_table", .array([
                .object(JSONObject(keys: ["rank_max"], values: [.integer(3)])),
                .string("first"),
            ]))
            .removing("updated_at")
        #expect(contestIssues(object) == [
            "$.contest_id: missing required key",
            "$.entry_count: expected integer, got string",
            "$.actions.is_live: expected boolean, got string",
            "$.payout_table[0].rank_min: missing required key",
            "$.payout_table[1]: expected object, got string",
            "$.updated_at: missing required key",
        ])
    }

    @Test("unknown keys are ignored at every level")
    func unknownKeys() throws {
        let object = try parseObject(validContest)
            .setting("actions", .object(JSONObject(keys: ["can_join", "can_fly"], values: [.bool(true), .string("?")])))
            .setting("payout_table", .array([.object(JSONObject(
                keys: ["rank_min", "rank_max", "bonus"], values: [.integer(1), .integer(2), .array([])]))]))
        let document = try decodeContest(object)
        #expect(document.actions.flags == ["can_join": true])
        #expect(document.payoutTable.count == 1)
    }

    @Test("every action flag defaults to false; present flags are read", arguments: ActionsDocument.knownFlags)
    func actionDefaults(flag: String) throws {
        let empty = try decodeContest(try parseObject(validContest).setting("actions", .object(JSONObject(keys: [], values: []))))
        #expect(empty.actions.flag(flag) == false)
        let set = try decodeContest(try parseObject(validContest)
            .setting("actions", .object(JSONObject(keys: [flag], values: [.bool(true)]))))
        #expect(set.actions.flag(flag) == true)
        #expect(ActionsDocument.knownFlags.filter { set.actions.flag($0) } == [flag])
        let null = try decodeContest(try parseObject(validContest)
            .setting("actions", .object(JSONObject(keys: [flag], values: [.null]))))
        #expect(null.actions.flag(flag) == false)
    }
}
