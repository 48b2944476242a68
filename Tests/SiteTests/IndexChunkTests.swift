import Domain
import Foundation
@testable import Pages
@testable import Publishing
import Testing
import TestSupport

/// Past `IndexChunks.contestThreshold` contests the sitemap and search.json are split into chunks by a stable hash
/// of the contest id: one changed contest rewrites one chunk, and a contest stays in its chunk as others come and go.
@Suite struct IndexChunkTests {
    static let site = SitePageBuilder(config: SiteConfig(baseURL: "https://contests.example.com"), contentPages: [])

    @Test func smallSitesKeepTheSingleSearchJSON() {
        let ordered = SitePageBuilder.ordered((0..<IndexChunks.contestThreshold).map(SearchIndexTests.card))
        let files = SearchIndex.files(ordered, urlPattern: Self.site.searchURLPattern)
        #expect(files.map(\.path) == ["search.json"])
        #expect(files[0].bytes == SearchIndex.bytes(ordered, urlPattern: Self.site.searchURLPattern))
    }

    @Test func oneChangedCardRewritesSearchJSONAndOneChunk() throws {
        var cards = (0..<5_000).map(SearchIndexTests.card)
        let before = SearchIndex.files(SitePageBuilder.ordered(cards), urlPattern: Self.site.searchURLPattern)
        let changed = SearchIndexTests.card(5_000)
        cards[1234] = ContestCard(
            id: cards[1234].id, name: "Renamed", url: cards[1234].url, type: "nba", typeURL: "/types/nba/", status: "open",
            statusLabel: "Open", statusGroup: .open, standingsState: "Provisional", entries: "9", fee: "$1.00",
            lockTime: changed.lockTime, isLive: false, organizer: "Someone", updated: changed.updated,
            updatedDay: changed.updatedDay, updatedTime: cards[1234].updatedTime, standingsPageCount: 1)
        let after = SearchIndex.files(SitePageBuilder.ordered(cards), urlPattern: Self.site.searchURLPattern)
        let old = Dictionary(uniqueKeysWithValues: before.map { ($0.path, $0.bytes) })
        let new = Dictionary(uniqueKeysWithValues: after.map { ($0.path, $0.bytes) })
        #expect(Set(old.keys) == Set(new.keys))
        let rewritten = new.keys.filter { old[$0] != new[$0] }.sorted()
        #expect(rewritten == ["search-\(IndexChunks.chunk(of: cards[1234].id)).json", "search.json"].sorted())
        let sent = rewritten.reduce(0) { $0 + (new[$1]?.count ?? 0) }
        #expect(sent <= 40_000, "one change rewrites \(sent) bytes of the search index")
        // Every card is in exactly one chunk, with the time that restores the index order.
        let listBytes = try #require(new["search.json"])
        let index = try #require(try JSONSerialization.jsonObject(with: Data(listBytes)) as? [String: Any])
        let chunks = try #require(index["chunks"] as? [String])
        #expect(index["contests"] == nil)
        #expect(index["fields"] as? [String] == SearchIndex.fields + ["updated"])
        var ids: [String] = []
        for chunk in chunks {
            let name = String(chunk.prefix { $0 != "?" })
            let chunkBytes = try #require(new[name])
            let part = try #require(try JSONSerialization.jsonObject(with: Data(chunkBytes)) as? [String: Any])
            let rows = try #require(part["contests"] as? [[Any]])
            ids += rows.map { $0[0] as? String ?? "" }
            #expect(rows.allSatisfy { $0.count == 8 && $0[7] is Double })
        }
        #expect(ids.sorted() == cards.map(\.id).sorted())
    }

    @Test func aContestStaysInItsSitemapChunk() throws {
        let cards = SitePageBuilder.ordered((0..<3_000).map(SearchIndexTests.card))
        let lists = Self.site.listPages(cards)
        let before = Self.site.sitemapChunks(cards, lists: lists, contentPages: [])
        // 500 contests more, 300 fewer.
        let grown = SitePageBuilder.ordered(Array(cards.dropFirst(300)) + (3_000..<3_500).map(SearchIndexTests.card))
        let after = Self.site.sitemapChunks(grown, lists: Self.site.listPages(grown), contentPages: [])
        func chunkOf(_ files: [(path: String, model: @Sendable () -> SitemapModel)]) -> [String: String] {
            var where_: [String: String] = [:]
            for file in files {
                for url in file.model().urls { where_[url.loc] = file.path }
            }
            return where_
        }
        let (old, new) = (chunkOf(before), chunkOf(after))
        for card in grown.prefix(2_700) where old["https://contests.example.com" + card.url] != nil {
            let url = "https://contests.example.com" + card.url
            #expect(old[url] == new[url])
            #expect(new[url] == "sitemap-\(IndexChunks.chunk(of: card.id) + 1).xml")
        }
        #expect(after.allSatisfy { $0.model().urls.count <= SitePageBuilder.sitemapLimit })
        #expect(after.first?.path == "sitemap-1.xml")
        // The chunks hold every URL of the single sitemap, each once, a contest's in its own order.
        let single = Self.site.sitemapURLs(grown, lists: Self.site.listPages(grown), contentPages: []).map(\.loc)
        let chunked = after.flatMap { $0.model().urls.map(\.loc) }
        #expect(chunked.count == single.count && Set(chunked) == Set(single))
        for pages in [0, 1, 2, 7] {
            let card = ContestCard(id: "c-1", name: "C", url: "/contests/c-1/", type: "nba", typeURL: nil, status: "open",
                                   statusLabel: "Open", statusGroup: .open, standingsState: nil, entries: "1", fee: "Free",
                                   lockTime: nil, isLive: false, organizer: "O", updated: "2026-01-01T00:00:00Z",
                                   updatedDay: "2026-01-01", updatedTime: 0, standingsPageCount: pages)
            #expect(SitePageBuilder.contestURLCount(standingsPages: card.standingsPageCount) == Self.site.contestURLs(card).count, "\(pages) standings pages")
        }
    }

    /// Few contests with many standings pages (each has as many entrant index pages): every sitemap file stays
    /// within the sitemaps.org limit. The count that chose the single file once took one URL per standings page.
    @Test func fewContestsWithManyPagesGetChunkedSitemaps() {
        let cards = SitePageBuilder.ordered((0..<300).map { index in
            ContestCard(id: "c-\(index)", name: "C", url: "/contests/c-\(index)/", type: "nba", typeURL: "/contests/nba/",
                        status: "open", statusLabel: "Open", statusGroup: .open, standingsState: "Live", entries: "1",
                        fee: "Free", lockTime: nil, isLive: false, organizer: "O", updated: "2026-01-01T00:00:00Z",
                        updatedDay: "2026-01-01", updatedTime: Double(index), standingsPageCount: 100)
        })
        let facts = CardFacts(cards, on: .everyCore)
        let lists = Self.site.listPages(cards, facts: facts)
        let pages = SitePagesWriter.sitemapPages(site: Self.site, cards: cards, facts: facts, lists: lists, contentPages: [])
        let sizes = pages.compactMap { $0.model() as? SitemapModel }.map(\.urls.count)
        #expect(sizes.reduce(0, +) == lists.count + 300 * 200)
        #expect(sizes.count > 1 && sizes.allSatisfy { $0 <= SitePageBuilder.sitemapLimit })
        #expect(pages.last?.path == "sitemap.xml" && pages.last?.kind == .sitemapIndex)
    }

    /// Through a real build: over the threshold, sitemap.xml is an index of the chunks and one renamed contest
    /// changes search.json and its own chunk, nothing else of the indexes.
    @Test func buildWritesChunkedIndexesPastTheThreshold() async throws {
        let count = IndexChunks.contestThreshold + 50
        var contests = (0..<count).map { index in
            ListSite.Contest(id: String(format: "c-%05d", index),
                             updated: String(format: "2026-01-10T%02d:%02d:%02dZ", index / 3600, index / 60 % 60, index % 60))
        }
        let site = try TestSite.empty("chunks")
        defer { site.remove() }
        let (first, output) = try await ListSite.build(contests, pageSize: 500, in: site)
        #expect(first.fatal == nil)
        let sitemap = try String(contentsOfFile: "\(output)/sitemap.xml", encoding: .utf8)
        #expect(sitemap.contains("<sitemapindex"))
        #expect(sitemap.contains("https://lists.example.com/sitemap-1.xml"))
        let indexes = { () -> [String: Data] in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: output)) ?? []
            return Dictionary(uniqueKeysWithValues: names.filter { $0.hasPrefix("search") || $0.hasPrefix("sitemap") }
                .map { ($0, FileManager.default.contents(atPath: "\(output)/\($0)") ?? Data()) })
        }
        let before = indexes()
        #expect(before.keys.filter { $0.hasPrefix("search-") }.count == IndexChunks.count)
        contests[777].name = "Renamed contest"
        let (second, _) = try await ListSite.build(contests, pageSize: 500, in: site)
        #expect(second.built == ["c-00777"])
        let after = indexes()
        let changed = Set(after.keys).union(before.keys).filter { before[$0] != after[$0] }
        #expect(changed == ["search.json", "search-\(IndexChunks.chunk(of: "c-00777")).json"])
    }
}
