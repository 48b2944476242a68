import Domain
import Formatting
import Foundation
import Testing
@testable import Pages

/// The contest page builder turns domain values into what the templates see: formatted text, the standings cut
/// into pages with their links, a join page only where there is a token, nothing of hidden standings.
struct ContestPageBuilderTests {
    static let config = SiteConfig(baseURL: "https://contests.example.com/league", locale: "de_DE", timeZone: "Europe/Berlin",
                                   pageSize: 10)

    static func builder() -> ContestPageBuilder {
        let links = SiteLinks(config: config)
        return ContestPageBuilder(config: config, frame: Frame(config: config, links: links, navigation: []),
                                  formatter: SiteFormatter(settings: FormatSettings(locale: config.locale, timeZone: config.timeZone)),
                                  parallel: .everyCore)
    }

    static func time(_ seconds: TimeInterval) -> Timestamp {
        Timestamp(date: Date(timeIntervalSince1970: seconds), raw: "\(seconds)")
    }

    static func contest(state: String = "final", token: String? = "JOIN42") -> Contest {
        var actions = ContestActions()
        actions.isScored = true
        return Contest(id: "c-1", type: "nba", name: "Office League", status: .settled, entryCount: 25,
                       entryFee: Money(minorUnits: 1_250, currency: "EUR"), leaderboardState: LeaderboardState(raw: state),
                       actions: actions, createdAt: time(1_768_000_000), updatedAt: time(1_768_815_000), joinToken: token)
    }

    static func standings(rows count: Int) -> Standings {
        let columns = [Column(id: "rank", name: "Rank", kind: .ordinal), Column(id: "name", name: "Entrant", kind: .string),
                       Column(id: "points", name: "Points", kind: .numeric, precision: 1)]
        let rows = (1...count).map { rank in
            StandingsRow(cells: [.integer(Int64(rank)), .text("Entrant \(rank)"), .number(Double(1000 - rank) + 0.3)],
                         rank: rank, entryID: "e\(rank)")
        }
        return Standings(contestID: "c-1", state: LeaderboardState(raw: "final"), generatedAt: time(1_768_815_000),
                         columns: columns, rows: rows)
    }

    @Test func standingsAreCutIntoPagesWithLinksUnderTheBasePath() throws {
        let pages = Self.builder().build(Self.contest(), standings: Self.standings(rows: 25))
        #expect(pages.standingsPages.map(\.number) == [2, 3])
        let first = try #require(pages.contestPage.content.standings.table)
        #expect(first.caption == "Standings, page 1 of 3")
        #expect(first.rows.count == 10)
        let last = try #require(pages.standingsPages.last?.page.content.standings.table)
        #expect(last.rows.count == 5)
        #expect(last.rows.texts(at: 0) == ["21.", "Entrant 21", "979,3"])  // de_DE: "21." ordinal, a decimal comma, one place
        let pager = try #require(pages.standingsPages[0].page.content.standings.pager)
        #expect(pager.current == 2 && pager.total == 3)
        #expect(pager.previousURL == "/league/contests/c-1/")
        #expect(pager.nextURL == "/league/contests/c-1/page/3/")
        #expect(pages.standingsPages[1].page.canonicalURL == "https://contests.example.com/league/contests/c-1/page/3/")
    }

    @Test func theMarkdownPageHoldsEveryRowAndTheCardTheFormattedFee() throws {
        let pages = Self.builder().build(Self.contest(), standings: Self.standings(rows: 25))
        #expect(pages.markdownPage.content.standings.table?.rows.count == 25)
        #expect(pages.card.url == "/league/contests/c-1/")
        #expect(pages.card.fee.contains("12,50"))
    }

    @Test func aJoinPageOnlyWithATokenAndNoRowsOfHiddenStandings() {
        #expect(Self.builder().build(Self.contest(token: nil), standings: nil).joinPage == nil)
        #expect(Self.builder().build(Self.contest(), standings: nil).joinPage?.token == "JOIN42")
        let hidden = Self.builder().build(Self.contest(state: "hidden"), standings: Self.standings(rows: 25))
        #expect(hidden.contestPage.content.standings.hidden)
        #expect(hidden.contestPage.content.standings.table == nil)
        #expect(hidden.standingsPages.isEmpty)
    }
}
