import Domain
import Foundation
import Input
import Publishing
import Testing
import TestSupport

/// Small sites written for one state each, built for real; pages read back as HTML trees (CONTRACT §6).
enum StateSite {
    static let base = "1b5e9d3c-4a7f-4b2e-9c6d-8f0a2e4b6c04"
    static let id = "00000000-0000-4000-8000-000000000001"

    /// The sample contest `base` with `contest` keys replaced; `rows: nil` writes no leaderboard.
    static func build(status: String = "closed", leaderboardState: String = "scored", actions: [String: Bool] = [:],
                      rows: [[String: Any]]? = [], generatedAt: String? = "2026-01-16T14:00:00Z",
                      pageSize: Int = 100, config: SiteConfig? = nil) async throws -> String {
        let site = try TestSite.empty("state")
        var contest = try TestSite.sampleDocument(base)
        contest["contest_id"] = id
        contest["status"] = status
        contest["leaderboard_state"] = leaderboardState
        contest["join_token"] = "stateToken"
        var flags: [String: Bool] = ["is_closed": true, "is_scored": true, "is_read_only": true]
        flags.merge(actions) { $1 }
        contest["actions"] = flags
        try site.writeJSON(contest, to: "contests/\(id)/contest.json")
        if let rows {
            var leaderboard = try TestSite.sampleDocument(base, "leaderboard.json")
            leaderboard["contest_id"] = id
            leaderboard["rows"] = rows
            leaderboard["generated_at"] = generatedAt ?? NSNull()
            try site.writeJSON(leaderboard, to: "contests/\(id)/leaderboard.json")
        }
        var settings = try config ?? ConfigLoader.load(path: TestSite.sampleConfig)
        settings.pageSize = pageSize
        let report = try await site.build(config: settings, jobs: 1)
        #expect(report.exitStatus == 0)
        return site.output()
    }

    /// `count` rows ranked 1…count (rank `tied` shared by the two rows after it, when given).
    static func rows(_ count: Int, tieAt tied: Int? = nil) -> [[String: Any]] {
        (1...max(1, count)).prefix(count).map { rank in
            let shown = tied.map { rank == $0 + 1 ? $0 : rank } ?? rank
            return ["rank": shown, "user_id": "u\(rank)", "user_name": "Player \(rank)", "entry_id": "e\(rank)",
                    "tier": 1, "is_current_user": rank == 2,
                    "values": ["rank": shown, "kills": 100 - rank, "win_rate": 0.5, "prize": 0, "prize_eur": 0,
                               "match_date": "2026-01-11", "form": "x"]]
        }
    }

    static func page(_ output: String, _ path: String = "contests/\(id)/index.html") throws -> HTMLNode {
        try SampleSite.page(output, path)
    }

    /// index.md, with the narrow no-break space Foundation puts before "AM" made a plain space.
    static func markdown(_ output: String) throws -> String {
        try String(contentsOfFile: "\(output)/contests/\(id)/index.md", encoding: .utf8).replacingOccurrences(of: "\u{202F}", with: " ")
    }

    /// The standings state line's text, or nil when the page has none.
    static func stateLine(_ page: HTMLNode) -> String? {
        page.descendants("p").first { $0.hasClass("standings-state") }?.normalizedText.replacingOccurrences(of: "\u{202F}", with: " ")
    }

    static func states(_ page: HTMLNode) -> [String] {
        page.descendants("section").first { $0.hasClass("standings-section") }?
            .descendants("p").filter { $0.hasClass("state") }.map(\.normalizedText) ?? []
    }
}

@Suite("Standings state and wording (CONTRACT §6)")
struct ContestStateTests {
    @Test func finalWithGeneratedAtOnEveryStandingsPageAndInMarkdown() async throws {
        let output = try await StateSite.build(status: "settled", leaderboardState: "settled", rows: StateSite.rows(5),
                                               pageSize: 2)
        // 2026-01-16T14:00Z in America/New_York.
        let expected = "Final as of Jan 16, 2026 at 9:00 AM EST"
        for path in ["contests/\(StateSite.id)/index.html", "contests/\(StateSite.id)/page/2/index.html",
                     "contests/\(StateSite.id)/page/3/index.html"] {
            let page = try StateSite.page(output, path)
            #expect(StateSite.stateLine(page) == expected, "\(path)")
            #expect(page.descendants("time").contains { $0.attributes["datetime"] == "2026-01-16T14:00:00Z" })
            #expect(page.descendants("li").contains { $0.hasClass("badge-status") && $0.normalizedText == "Final" })
        }
        #expect(try StateSite.markdown(output).contains("**Final**, as of Jan 16, 2026 at 9\\:00 AM EST"))
    }

    @Test func provisionalWithAndWithoutGeneratedAt() async throws {
        let with = try await StateSite.build(status: "active", leaderboardState: "scored", rows: StateSite.rows(3))
        #expect(StateSite.stateLine(try StateSite.page(with)) == "Provisional as of Jan 16, 2026 at 9:00 AM EST")
        let without = try await StateSite.build(status: "active", leaderboardState: "scored", rows: StateSite.rows(3),
                                                generatedAt: nil)
        #expect(StateSite.stateLine(try StateSite.page(without)) == "Provisional")
        let markdown = try StateSite.markdown(without)
        #expect(markdown.contains("**Provisional**\n") && !markdown.contains("as of"))
    }

    @Test("error, disputed and pending read as their states", arguments: [
        ("error", "Standings unavailable", false), ("disputed", "Under review", true),
        ("pending", "Being calculated", true), ("computing", "Being calculated", true),
    ])
    func leaderboardStates(state: String, label: String, showsRows: Bool) async throws {
        let output = try await StateSite.build(leaderboardState: state, rows: StateSite.rows(3), pageSize: 2)
        let page = try StateSite.page(output)
        let line = try #require(page.descendants("p").first { $0.hasClass("standings-state") })
        let text = try #require(StateSite.stateLine(page))
        #expect(text == (state == "error" ? label : "\(label) as of Jan 16, 2026 at 9:00 AM EST"))
        #expect(line.hasClass("state-warning") == (state == "error" || state == "disputed"))
        #expect(page.descendants("table").contains { $0.hasClass("standings") } == showsRows)
        if showsRows {
            #expect(StateSite.stateLine(try StateSite.page(output, "contests/\(StateSite.id)/page/2/index.html"))?.hasPrefix(label) == true)
        }
        #expect(try StateSite.markdown(output).contains("**\(label)**"))
    }

    @Test func emptyLeaderboardSaysNoEntriesYet() async throws {
        let output = try await StateSite.build(rows: [])
        let page = try StateSite.page(output)
        #expect(StateSite.states(page) == ["No entries yet."])
        #expect(StateSite.stateLine(page) == "Provisional as of Jan 16, 2026 at 9:00 AM EST")
        #expect(page.descendants("table").allSatisfy { !$0.hasClass("standings") })
        #expect(try StateSite.markdown(output).contains("No entries yet."))
    }

    @Test func cancelledContestSaysNoPayoutsAndShowsNoPayoutTable() async throws {
        let output = try await StateSite.build(status: "cancelled", leaderboardState: "locked",
                                               actions: ["is_scored": false], rows: nil)
        let page = try StateSite.page(output)
        #expect(StateSite.states(page) == ["Cancelled — no payouts"])
        #expect(page.descendants("section").allSatisfy { !$0.hasClass("payouts") })
        let badges = page.descendants("li").filter { $0.hasClass("badge") }.map(\.normalizedText)
        #expect(badges == ["Cancelled"])
        let markdown = try StateSite.markdown(output)
        #expect(markdown.contains("Cancelled — no payouts") && !markdown.contains("## Payouts"))
        #expect(markdown.contains("- Status: Cancelled\n"))
    }

    @Test func oneBadgePerFactAndStatusLabels() async throws {
        let closed = try StateSite.page(try await StateSite.build(status: "closed", rows: StateSite.rows(2)))
        #expect(closed.descendants("li").filter { $0.hasClass("badge") }.map(\.normalizedText) == ["Closed"])
        let scoring = try StateSite.page(try await StateSite.build(status: "scoring", leaderboardState: "scoring",
                                                                    actions: ["is_scored": false, "is_scoring": true]))
        #expect(scoring.descendants("li").filter { $0.hasClass("badge") }.map(\.normalizedText) == ["Scoring"])
        #expect(StateSite.states(scoring) == ["Scoring in progress"])
        let odd = try StateSite.page(try await StateSite.build(status: "paused_by_ops", actions: ["is_live": true], rows: StateSite.rows(2)))
        #expect(odd.descendants("li").filter { $0.hasClass("badge") }.map(\.normalizedText) == ["Paused by ops", "Live", "Closed"])
    }

    @Test func perViewerFieldsChangeNothing() async throws {
        let output = try await StateSite.build(rows: StateSite.rows(4), config: nil)
        let html = try String(contentsOfFile: "\(output)/contests/\(StateSite.id)/index.html", encoding: .utf8)
        #expect(!html.contains("current-user"))
        var flipped = StateSite.rows(4)
        for index in flipped.indices { flipped[index]["is_current_user"] = true }
        let other = try await StateSite.build(actions: ["can_edit_entry": true], rows: flipped)
        #expect(try String(contentsOfFile: "\(other)/contests/\(StateSite.id)/index.html", encoding: .utf8) == html)
    }

    @Test func tiesPodiumAndPayingPlaces() async throws {
        let output = try await StateSite.build(status: "settled", leaderboardState: "settled", rows: StateSite.rows(6, tieAt: 2))
        let rows = try StateSite.page(output).descendants("table").first { $0.hasClass("standings") }?
            .descendants("tbody").first?.children("tr") ?? []
        #expect(rows.map { $0.children("td").first?.normalizedText ?? "" }
            == ["1st, paying place", "2nd (tie), paying place", "2nd (tie), paying place", "4th", "5th", "6th"]
            .map { $0.replacingOccurrences(of: ", paying place", with: " ●, paying place") })
        #expect(rows.map { $0.attributes["class"] ?? "" }
            == ["pays podium podium-1", "pays podium podium-2", "pays podium podium-2", "", "", ""])
        #expect(try StateSite.markdown(output).contains("| 2nd \\(tie\\) |"))
    }
}
