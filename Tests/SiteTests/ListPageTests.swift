import Foundation
import Testing
import TestSupport

/// The index, type and status lists (CONTRACT §4, §6), built from real contest files with the real templates.
@Suite struct ListPageTests {
    /// Page size 3: 0, 1, exactly 3 and 4 contests.
    @Test(arguments: [0, 1, 3, 4])
    func paginationEdges(count: Int) async throws {
        let (report, output) = try await ListSite.build(ListSite.numbered(count), pageSize: 3)
        #expect(report.exitStatus == 0, "\(report.problems)")
        let index = try SampleSite.page(output, "index.html")
        let newestFirst = (0..<count).reversed().map { String(format: "/contests/c-%03d/", $0) }
        let pager = index.descendants("nav").first { $0.hasClass("pager") }
        #expect(ListSite.exists(output, "page/2/index.html") == (count > 3))
        #expect(!ListSite.exists(output, "page/1/index.html"))
        #expect(!ListSite.exists(output, "page/3/index.html"))
        if count == 0 {
            #expect(index.descendants("table").isEmpty)
            #expect(index.descendants("p").contains { $0.normalizedText == "No contests are published yet." })
            return
        }
        #expect(ListSite.rows(index) == Array(newestFirst.prefix(3)))
        guard count > 3 else {
            #expect(pager == nil)
            return
        }
        let next = pager?.descendants("a").first { $0.attributes["rel"] == "next" }
        #expect(next?.attributes["href"] == "/page/2/")
        let second = try SampleSite.page(output, "page/2/index.html")
        #expect(ListSite.rows(second) == Array(newestFirst.dropFirst(3)))
        let secondPager = second.descendants("nav").first { $0.hasClass("pager") }
        #expect(secondPager?.descendants("a").first { $0.attributes["rel"] == "prev" }?.attributes["href"] == "/")
        #expect(secondPager?.descendants("a").contains { $0.attributes["rel"] == "next" } == false)
        #expect(secondPager?.descendants("span").first { $0.attributes["aria-current"] == "page" }?.normalizedText == "2")
        #expect(second.descendants("link").first { $0.attributes["rel"] == "canonical" }?.attributes["href"]
            == "https://lists.example.com/page/2/")
    }

    @Test func typeListsOnlyForSafeTypes() async throws {
        let contests = [ListSite.Contest(id: "a", type: "nba", updated: "2026-01-03T00:00:00Z"),
                        ListSite.Contest(id: "b", type: "nfl playoffs/2026", updated: "2026-01-02T00:00:00Z"),
                        ListSite.Contest(id: "c", type: "nba", updated: "2026-01-01T00:00:00Z")]
        let (report, output) = try await ListSite.build(contests)
        #expect(report.exitStatus == 0, "\(report.problems)")
        let folders = try FileManager.default.contentsOfDirectory(atPath: "\(output)/types").sorted()
        #expect(folders == ["nba"])
        let nba = try SampleSite.page(output, "types/nba/index.html")
        #expect(ListSite.rows(nba) == ["/contests/a/", "/contests/c/"])
        #expect(nba.descendants("h1").first?.normalizedText == "nba contests")
        let index = try SampleSite.page(output, "index.html")
        #expect(ListSite.rows(index) == ["/contests/a/", "/contests/b/", "/contests/c/"])
        let typeCells = index.descendants("tbody").first?.children("tr").map { $0.children("td")[0] }
        #expect(typeCells?.map(\.normalizedText) == ["nba", "nfl playoffs/2026", "nba"])
        #expect(typeCells?.map { $0.descendants("a").first?.attributes["href"] } == ["/types/nba/", nil, "/types/nba/"])
        let typeNav = index.descendants("ul").first { $0.hasClass("type-links") }
        #expect(typeNav?.descendants("a").map(\.normalizedText) == ["nba 2"])
    }

    @Test func statusGroupsWithLabelsAndStandingsState() async throws {
        let statuses = [("s1", "scheduled", "live"), ("s2", "active", "live"), ("s3", "closed", "live"),
                        ("s4", "scoring", "computing"), ("s5", "settled", "computed"), ("s6", "paused_by_ops", "hidden"),
                        ("s7", "active", "disputed")]
        let contests = statuses.enumerated().map { offset, spec in
            ListSite.Contest(id: spec.0, status: spec.1, leaderboardState: spec.2,
                             updated: String(format: "2026-01-01T00:%02d:00Z", 59 - offset))
        }
        let (report, output) = try await ListSite.build(contests, pageSize: 50)
        #expect(report.exitStatus == 0, "\(report.problems)")
        let groups = try FileManager.default.contentsOfDirectory(atPath: "\(output)/status").sorted()
        #expect(groups == ["closed", "final", "open", "other", "upcoming"])
        #expect(ListSite.rows(try SampleSite.page(output, "status/closed/index.html")) == ["/contests/s3/", "/contests/s4/"])
        #expect(ListSite.rows(try SampleSite.page(output, "status/open/index.html")) == ["/contests/s2/", "/contests/s7/"])
        #expect(ListSite.rows(try SampleSite.page(output, "status/other/index.html")) == ["/contests/s6/"])
        let cells = try SampleSite.page(output, "index.html").descendants("tbody").first?.children("tr")
            .map { row in row.children("td").map(\.normalizedText) } ?? []
        #expect(cells.map { $0[1] } == ["Upcoming", "Open", "Closed", "Scoring", "Final", "Paused by ops", "Open"])
        #expect(cells.map { $0[2] } == ["Provisional", "Provisional", "Provisional", "Being calculated", "Final", "—", "Under review"])
        let nav = try SampleSite.page(output, "status/final/index.html").descendants("nav").first { $0.hasClass("list-nav") }
        let current = nav?.descendants("a").filter { $0.attributes["aria-current"] == "page" }.map(\.normalizedText)
        #expect(current?.count == 1 && current?.first?.hasPrefix("Final") == true)
    }

    @Test func sameUpdateTimeOrdersByContestID() async throws {
        let contests = ["m", "b", "z", "a"].map { ListSite.Contest(id: $0, updated: "2026-01-01T00:00:00Z") }
            + [ListSite.Contest(id: "y", updated: "2026-01-01T00:00:00.5Z")]
        let (_, output) = try await ListSite.build(contests, pageSize: 50)
        #expect(ListSite.rows(try SampleSite.page(output, "index.html"))
            == ["/contests/y/", "/contests/a/", "/contests/b/", "/contests/m/", "/contests/z/"])
    }

    @Test func feedHoldsOnlyTheMostRecentlyUpdated() async throws {
        let (_, output) = try await ListSite.build(ListSite.numbered(5), feedLimit: 2)
        let entries = try SampleSite.page(output, "feed.xml").descendants("entry")
        #expect(entries.map { $0.children("id").first?.normalizedText }
            == ["https://lists.example.com/contests/c-004/", "https://lists.example.com/contests/c-003/"])
    }

    @Test func sitemapHasEveryListPageAndNoJoinPage() async throws {
        var contests = ListSite.numbered(4)
        contests[0].joinToken = "joinMe"
        contests[1].status = "settled"
        let (_, output) = try await ListSite.build(contests, pageSize: 3)
        #expect(ListSite.exists(output, "join/joinMe/index.html"))
        let locations = Set(try SampleSite.page(output, "sitemap.xml").descendants("loc").map(\.normalizedText))
        let site = "https://lists.example.com"
        for path in ["/", "/page/2/", "/types/nba/", "/types/nba/page/2/", "/status/open/", "/status/final/",
                     "/contests/c-000/"] {
            #expect(locations.contains(site + path), "sitemap lacks \(path)")
        }
        #expect(!locations.contains { $0.contains("/join/") })
        #expect(!locations.contains(site + "/status/open/page/2/"))
    }
}

/// List pages and search.json are the same bytes for the same input, and a file whose bytes did not change
/// is left alone by a rebuild (same inode and mtime), so deploys and caches see only real changes.
@Suite struct ListRewriteTests {
    static let watched = ["index.html", "page/2/index.html", "types/nba/index.html", "status/open/index.html",
                          "search.json", "feed.xml", "sitemap.xml"]

    static func stamps(_ output: String) -> [String: [Int]] {
        fileStamps(output).filter { watched.contains($0.key) }
    }

    @Test func unchangedListsAreNotRewritten() async throws {
        let site = try TestSite.empty("rewrite")
        let contests = ListSite.numbered(5)
        let (_, output) = try await ListSite.build(contests, in: site)
        let first = try SampleSite.files(in: output)
        let before = Self.stamps(output)
        #expect(before.count == Self.watched.count)
        _ = try await ListSite.build(contests, in: site)
        #expect(Self.stamps(output) == before)
        #expect(try SampleSite.files(in: output) == first)

        var renamed = contests
        renamed[0].name = "Renamed oldest contest"
        _ = try await ListSite.build(renamed, in: site)
        let after = Self.stamps(output)
        let changed = Set(Self.watched.filter { after[$0] != before[$0] })
        // c-000 is the oldest: it sits on page 2 of each list, so page 1 of each list keeps its bytes.
        #expect(changed == ["page/2/index.html", "search.json", "feed.xml"])
    }

    @Test func sameInputGivesTheSameListBytes() async throws {
        let contests = ListSite.numbered(7)
        let (_, first) = try await ListSite.build(contests)
        let (_, second) = try await ListSite.build(contests)
        #expect(try SampleSite.files(in: first) == SampleSite.files(in: second))
    }

    /// A run where no contest, config, template or binary changed links the published lists over without
    /// rendering them (shown by a marker only a render would remove); any change renders them again.
    @Test func listsOfAnUnchangedSiteAreLinkedOverUntilSomethingChanges() async throws {
        let site = try TestSite.empty("carry")
        let contests = ListSite.numbered(5)
        let (_, output) = try await ListSite.build(contests, in: site)
        let marked = "\(output)/page/2/index.html"
        let original = try Data(contentsOf: URL(fileURLWithPath: marked))
        try (original + Data("<!-- marker -->".utf8)).write(to: URL(fileURLWithPath: marked))
        _ = try await ListSite.build(contests, in: site)
        #expect(try String(contentsOfFile: marked, encoding: .utf8).hasSuffix("<!-- marker -->"))

        let (_, regrouped) = try await ListSite.build(contests, pageSize: 2, in: site)
        #expect(!(try String(contentsOfFile: marked, encoding: .utf8).contains("marker")))
        let (_, fresh) = try await ListSite.build(contests, pageSize: 2)
        #expect(try SampleSite.files(in: regrouped) == SampleSite.files(in: fresh))
    }
}
