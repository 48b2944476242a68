import Domain
import Foundation
@testable import Input
import Testing

private func timestamp(_ seconds: Double, hasTime: Bool = true, _ raw: String) -> Timestamp {
    Timestamp(date: Date(timeIntervalSince1970: seconds), hasTime: hasTime, raw: raw)
}

@Suite("DiskSource: mapping fixture contests")
struct DiskSourceMappingTests {
    @Test("a valid contest maps to the expected domain values")
    func validContest() async throws {
        let result = try loaded(try await load("c-valid"))
        let contest = result.contest
        #expect(result.problems.isEmpty)
        #expect(result.digest.count >= 16)
        #expect(contest.id == "c-valid")
        #expect(contest.templateID == "tpl-1")
        #expect(contest.type == "nba")
        #expect(contest.name == "Friday Hoops")
        #expect(contest.description == "Pick **five** players.")
        #expect(contest.organizerID == "org-7")
        #expect(contest.organizerName == nil)
        #expect(contest.status == .scoring)
        #expect(contest.entryCount == 42)
        #expect(contest.maxEntries == 100)
        #expect(contest.entryFee == Money(minorUnits: 1250, currency: "USD"))
        #expect(contest.isLocked)
        #expect(contest.leaderboardState == LeaderboardState(raw: "scored"))
        #expect(contest.actions == ContestActions(canJoin: true, isScored: true))
        #expect(contest.payoutTiers == [
            PayoutTier(rankMin: 1, rankMax: 1, amount: .minorUnits(20000), percentage: 40, currency: "USD"),
            PayoutTier(rankMin: 2, rankMax: 3, amount: .majorUnits(75.5), currency: "CAD"),
            PayoutTier(rankMin: 4, rankMax: 4, amount: .toBeDecided, currency: "USD"),
        ])
        #expect(contest.createdAt == timestamp(1_768_046_400, "2026-01-10T12:00:00Z"))
        #expect(contest.updatedAt == timestamp(1_768_763_700.25, "2026-01-18T20:15:00.250+01:00"))
        #expect(contest.startTime == timestamp(1_768_694_400, hasTime: false, "2026-01-18"))
        #expect(contest.endTime == nil)
        #expect(contest.lockTime == nil)
        #expect(contest.joinToken == "join_Valid-1")
        #expect(contest.userHasEntered == false)
        #expect(contest.isJoinOpen)
    }

    @Test("documents that hash to the given digest are reported unchanged, not decoded; any other digest loads")
    func unlessDigest() async throws {
        let root = try snapshotRoot()
        let source = DiskSource(root: root)
        let digest = try loaded(await source.loadContest(reference("c-valid", in: root), on: .everyCore)).digest
        guard case .unchanged = await source.loadContest(reference("c-valid", in: root), unlessDigest: digest, on: .everyCore) else {
            Issue.record("same documents must be unchanged")
            return
        }
        let other = try loaded(await source.loadContest(reference("c-valid", in: root), unlessDigest: "0000000000000000", on: .everyCore))
        #expect(other.digest == digest)
    }

    @Test("roster fields and rules of unknown types are kept, nulls dropped, order kept")
    func roster() async throws {
        let roster = try #require(try loaded(try await load("c-valid")).contest.roster)
        #expect(roster.maxEntriesPerUser == 2)
        #expect(roster.fields == [
            EntryField(id: "g", name: "Guard", type: "player_selection", required: true, constraints: [
                Attribute(key: "max_selections", value: .integer(2)),
                Attribute(key: "allowed_positions", value: .list([.text("PG"), .text("SG")])),
            ]),
            EntryField(id: "mood", name: "mood", type: "vibe_check", required: false),
        ])
        #expect(roster.rules == [
            ValidationRule(id: "moon_phase", ruleType: "moon_phase", maxValue: .integer(3),
                           attributes: [Attribute(key: "phase", value: .text("full"))]),
        ])
    }

    @Test("a folder named differently from its contest_id fails, naming the file and path")
    func folderMismatch() async throws {
        let root = try snapshotRoot()
        let failure = try failed(try await load("folder-mismatch"))
        #expect(failure.contestID == "folder-mismatch")
        #expect(failure.problems == [
            "\(root)/contests/folder-mismatch/contest.json: $.contest_id: \"c-other\" does not match its folder or listing \"folder-mismatch\"",
        ])
    }

    @Test("an unsafe contest_id is rejected, never used as a path")
    func unsafeContestID() async throws {
        let root = try snapshotRoot()
        let failure = try failed(try await load("c-unsafe-id"))
        #expect(failure.contestID == "c-unsafe-id")
        #expect(failure.problems == [
            "\(root)/contests/c-unsafe-id/contest.json: $.contest_id: \"../escape\" is not a safe path segment [A-Za-z0-9_-]{1,128}",
        ])
    }

    @Test("an unsafe join_token: the contest loads without a token, and a problem is reported")
    func unsafeJoinToken() async throws {
        let root = try snapshotRoot()
        let result = try loaded(try await load("c-unsafe-token"))
        #expect(result.contest.id == "c-unsafe-token")
        #expect(result.contest.joinToken == nil)
        #expect(result.problems.map(\.description) == [
            "\(root)/contests/c-unsafe-token/contest.json: $.join_token: not a safe path segment [A-Za-z0-9_-]{1,128}; no join page written",
        ])
    }

    @Test("hidden in either document means no standings", arguments: ["c-hidden-contest", "c-hidden-board"])
    func hidden(folder: String) async throws {
        let result = try loaded(try await load(folder))
        #expect(result.standings == nil)
        #expect(result.contest.leaderboardState.isHidden)
        #expect(result.problems.isEmpty)
    }

    @Test("no leaderboard.json means no standings yet")
    func noLeaderboard() async throws {
        let result = try loaded(try await load("c-no-board"))
        #expect(result.standings == nil)
        #expect(result.contest.leaderboardState == LeaderboardState(raw: "scored"))
    }

    @Test("a leaderboard for another contest fails, naming leaderboard.json")
    func leaderboardMismatch() async throws {
        let root = try snapshotRoot()
        let failure = try failed(try await load("c-board-mismatch"))
        #expect(failure.contestID == "c-board-mismatch")
        #expect(failure.problems == [
            "\(root)/contests/c-board-mismatch/leaderboard.json: $.contest_id: \"c-someone-else\" does not match the contest's \"c-board-mismatch\"",
        ])
    }

    @Test("invalid JSON is one problem with line and column")
    func invalidJSON() async throws {
        let root = try snapshotRoot()
        let failure = try failed(try await load("c-bad-json"))
        #expect(failure.problems == [
            "\(root)/contests/c-bad-json/contest.json: $: invalid JSON at line 3, column 17: expected a string key",
        ])
    }

    @Test("problems in both documents are all reported")
    func twoBadFiles() async throws {
        let root = try snapshotRoot()
        let failure = try failed(try await load("c-two-bad-files"))
        #expect(failure.problems == [
            "\(root)/contests/c-two-bad-files/contest.json: $.entry_count: missing required key",
            "\(root)/contests/c-two-bad-files/leaderboard.json: $.column_schema[0].id: missing required key",
        ])
    }

    @Test("the same documents give the same digest; different documents a different one")
    func digest() async throws {
        let first = try loaded(try await load("c-valid")).digest
        let again = try loaded(try await load("c-valid")).digest
        let other = try loaded(try await load("c-no-board")).digest
        #expect(first == again)
        #expect(first != other)
    }

    @Test("listing returns every contest folder, sorted")
    func listing() async throws {
        let references = try await DiskSource(root: try snapshotRoot()).listContests(on: .everyCore)
        #expect(references.map(\.key) == [
            "c-bad-json", "c-board-mismatch", "c-hidden-board", "c-hidden-contest", "c-name-schema", "c-no-board",
            "c-two-bad-files", "c-unsafe-id", "c-unsafe-token", "c-valid", "folder-mismatch",
        ])
        #expect(references.first == reference("c-bad-json", in: try snapshotRoot()))
    }

    /// A listed reference's documents are looked at from the listing's open folder; one made from a path, from the
    /// path: the same signature either way, and another contest's differs.
    @Test("a listed contest's signature is the one taken from its path")
    func listedSignature() async throws {
        let source = DiskSource(root: try snapshotRoot())
        let references = try await source.listContests(on: .everyCore)
        #expect(references.count == 11)
        for listed in references {
            #expect(listed.listedFolder != nil)
            let fromPath = await source.signature(reference(listed.key, in: try snapshotRoot()))
            #expect(fromPath != nil)
            #expect(await source.signature(listed) == fromPath, "\(listed.key)")
        }
        #expect(await source.signature(references[0]) != source.signature(references[1]))
    }
}
