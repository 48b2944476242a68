import Domain
import Foundation
import Pages
@testable import Publishing
import Rendering
import Testing
import TestSupport

/// search.json and the size of list pages at scale, through the real encoder and the real templates.
@Suite struct SearchIndexTests {
    @Test func searchJSONHoldsEveryCardInIndexOrder() async throws {
        var contests = ListSite.numbered(4)
        contests[1].type = "nfl playoffs/2026"
        contests[2].name = "Quote \" and \\ backslash\nnewline — 東京"
        contests[3].status = "settled"
        let (_, output) = try await ListSite.build(contests)
        let data = try Data(contentsOf: URL(fileURLWithPath: "\(output)/search.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["url"] as? String == "/contests/{id}/")
        #expect(json["fields"] as? [String] == ["id", "name", "type", "status", "organizer", "fee", "entries"])
        let types = try #require(json["types"] as? [String])
        let statuses = try #require(json["statuses"] as? [String])
        let rows = try #require(json["contests"] as? [[Any]])
        #expect(rows.map { $0[0] as? String } == ["c-003", "c-002", "c-001", "c-000"])
        #expect(rows.map { types[$0[2] as? Int ?? -1] } == ["nba", "nba", "nfl playoffs/2026", "nba"])
        #expect(rows.map { statuses[$0[3] as? Int ?? -1] } == ["Final", "Open", "Open", "Open"])
        #expect(rows[1][1] as? String == "Quote \" and \\ backslash\nnewline — 東京")
        #expect(rows[0][4] as? String == "Rift Draft 東京")
        #expect(rows[0].count == 7)
    }

    /// 10,000 cards with realistic field lengths: search.json ≤ 1.5 MB, every list page ≤ 60 KB of HTML.
    @Test func staysSmallAtTenThousandContests() throws {
        let cards = (0..<10_000).map(Self.card)
        let site = SitePageBuilder(config: SiteConfig(baseURL: "https://contests.example.com"), contentPages: [])
        let ordered = SitePageBuilder.ordered(cards)
        let search = SearchIndex.bytes(ordered, urlPattern: site.searchURLPattern)
        #expect(search.count <= 1_500_000, "search.json is \(search.count) bytes")
        let templates = try TemplateStore.load(siteFolder: nil, required: PageKind.templateNames)
        let lists = site.listPages(ordered)
        #expect(lists.filter { !$0.path.hasPrefix("types/") && !$0.path.hasPrefix("status/") }.count == 200)
        var largest = 0
        for list in lists {
            largest = max(largest, try templates.render(.index, list.page).bytes.count)
        }
        #expect(largest <= 60_000, "largest list page is \(largest) bytes")
    }

    static func card(_ index: Int) -> ContestCard {
        let types = ["nba", "nfl", "mlb", "nhl", "golf-pga", "daily-fantasy", "esports-lol", "soccer-epl"]
        let groups: [(String, StatusGroup)] = [("Upcoming", .upcoming), ("Open", .open), ("Closed", .closed),
                                               ("Final", .final), ("Cancelled", .cancelled)]
        let id = String(format: "%08x-%04x-4%03x-8%03x-%012x", index * 7919, index % 65_536, index % 4096, index % 4096, index)
        let type = types[index % types.count]
        let (label, group) = groups[index % groups.count]
        let seconds = 1_767_225_600 + Double(index * 61)
        return ContestCard(
            id: id, name: "Weekend Warriors \(type.uppercased()) Showdown #\(index)", url: "/contests/\(id)/",
            type: type, typeURL: "/types/\(type)/", status: label.lowercased(), statusLabel: label, statusGroup: group,
            standingsState: "Provisional", entries: "1,\(index % 1000) of 10,000", fee: "$25.00",
            lockTime: TimeText(text: "Jan 10, 2026 at 5:00 PM", machine: "2026-01-10T17:00:00Z"), isLive: index % 3 == 0,
            organizer: "Organizer League \(index % 400)", updated: "2026-01-01T00:00:00Z", updatedDay: "2026-01-01",
            updatedTime: seconds, standingsPageCount: 1)
    }
}
