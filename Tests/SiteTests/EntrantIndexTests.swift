import Foundation
import Testing
import TestSupport

/// CONTRACT §6 "Finding an entrant", through real builds: row anchors, the entrant index, entrants.json.
@Suite struct EntrantIndexTests {
    typealias Row = EntrantSite.Row
    static let contest = EntrantSite.contestID

    @Test func anchorsFollowTheEntryAcrossRanksAndPages() async throws {
        let site = try EntrantSite()
        defer { site.remove() }
        let rows = (1...5).map { (number: Int) in Row(rank: number, name: "Player \(number)", entryID: "e\(number)") }
        try await site.build(rows, pageSize: 2)
        #expect(try site.rowIDs() == [1: ["entry-e1", "entry-e2"], 2: ["entry-e3", "entry-e4"], 3: ["entry-e5"]])
        let links = try site.indexEntries().map(\.href)
        #expect(links.contains("/contests/\(Self.contest)/page/3/#entry-e5"))

        // e5 climbs to first: same anchor, now on the contest page, and the index follows it there.
        var moved = rows
        moved[4].rank = 0
        moved.insert(moved.remove(at: 4), at: 0)
        try await site.build(moved, pageSize: 2)
        #expect(try site.rowIDs()[1] == ["entry-e5", "entry-e1"])
        #expect(try site.indexEntries().first { $0.name == "Player 5" }?.href == "/contests/\(Self.contest)/#entry-e5")
    }

    @Test func rowsWithoutAUsableEntryIDAreNamedByRank() async throws {
        let site = try EntrantSite()
        defer { site.remove() }
        try await site.build([
            Row(rank: 1, name: "A", entryID: "e1"),
            Row(rank: 2, name: "B", entryID: nil),
            Row(rank: 2, name: "C", entryID: "has space"),
            Row(rank: 4, name: "D", entryID: "e1"),          // taken above
            Row(rank: 5, name: "E", entryID: "rank-2-1"),    // would look like a rank anchor
            Row(rank: nil, name: "F", entryID: nil),
        ])
        #expect(try site.rowIDs()[1] == ["entry-e1", "entry-rank-2-1", "entry-rank-2-2", "entry-rank-4-1",
                                         "entry-rank-5-1", "entry-rank-6-1"])
    }

    @Test func theIndexFollowsTheLocalesCollation() async throws {
        let names = ["Zack", "Örjan", "Oscar", "anna", "Åsa", "Émile", "Ängel", "Olle"]
        let rows = names.enumerated().map { Row(rank: $0 + 1, name: $1, entryID: "e\($0)") }
        let english = try EntrantSite()
        defer { english.remove() }
        try await english.build(rows, locale: "en_US")
        // The order Foundation's own locale comparison gives, one name pair at a time.
        let foundation = { (locale: String) in
            names.sorted { $0.compare($1, options: [], range: nil, locale: Locale(identifier: locale)) == .orderedAscending }
        }
        #expect(try english.indexEntries().map(\.name) == foundation("en_US"))
        #expect(foundation("en_US") == ["Ängel", "anna", "Åsa", "Émile", "Olle", "Örjan", "Oscar", "Zack"])
        let swedish = try EntrantSite()
        defer { swedish.remove() }
        try await swedish.build(rows, locale: "sv_SE")
        #expect(try swedish.indexEntries().map(\.name) == foundation("sv_SE"))
        #expect(foundation("sv_SE") == ["anna", "Émile", "Olle", "Oscar", "Zack", "Åsa", "Ängel", "Örjan"])
        // A–Z links: Swedish has Å, Ä and Ö as letters of their own, after Z; English files them under A and O.
        let letters = { (site: EntrantSite) in
            try site.page("contests/\(Self.contest)/entrants/index.html").descendants("nav", where: { $0.hasClass("letters") })
                .first?.descendants("a").map(\.text) ?? []
        }
        #expect(try letters(english) == ["A", "E", "O", "Z"])
        #expect(try letters(swedish) == ["A", "E", "O", "Z", "Å", "Ä", "Ö"])
    }

    @Test func duplicateNamesAreToldApartByRank() async throws {
        let site = try EntrantSite()
        defer { site.remove() }
        try await site.build([Row(rank: 1, name: "Mike", entryID: "m1"), Row(rank: 2, name: "Ann", entryID: "a1"),
                              Row(rank: 3, name: "Mike", entryID: "m2"), Row(rank: 3, name: "Mike", entryID: "m3")],
                             pageSize: 2)
        let entries = try site.indexEntries()
        #expect(entries.map(\.name) == ["Ann", "Mike", "Mike", "Mike"])
        #expect(entries.map(\.rank) == ["2nd", "1st", "3rd (tie)", "3rd (tie)"])
        #expect(entries.map(\.href) == ["/contests/\(Self.contest)/#entry-a1", "/contests/\(Self.contest)/#entry-m1",
                                        "/contests/\(Self.contest)/page/2/#entry-m2", "/contests/\(Self.contest)/page/2/#entry-m3"])
        // Two index pages (page_size 2), each with the A–Z links.
        #expect(FileManager.default.fileExists(atPath: "\(site.output)/contests/\(Self.contest)/entrants/page/2/index.html"))
        let json = try #require(try site.json("contests/\(Self.contest)/entrants.json") as? [[Any]])
        #expect(json.map { $0[0] as? String } == ["Ann", "Mike", "Mike", "Mike"])
        #expect(json.map { $0[1] as? Int } == [1, 1, 2, 2])
        #expect(json.map { $0[2] as? String } == ["entry-a1", "entry-m1", "entry-m2", "entry-m3"])
        #expect(json.map { $0[3] as? String } == ["2nd", "1st", "3rd (tie)", "3rd (tie)"])
    }

    @Test func entrantsJSONIsChunkedPastFiveThousandNames() async throws {
        let site = try EntrantSite()
        defer { site.remove() }
        let count = 6_001
        let rows = (0..<count).map { (number: Int) in Row(rank: number + 1, name: "Zoë\(number) Lefèvre", entryID: "e\(number)") }
        try await site.build(rows, pageSize: 100)
        let listing = try #require(try site.json("contests/\(Self.contest)/entrants.json") as? [String: Any])
        #expect(listing["count"] as? Int == count)
        let chunks = try #require(listing["chunks"] as? [[String]])
        var anchorsByWord: [String: Set<String>] = [:]
        var previousTo = ""
        for (number, chunk) in chunks.enumerated() {
            #expect(chunk[0] == "entrants-\(number + 1).json")
            let rows = try #require(try site.json("contests/\(Self.contest)/\(chunk[0])") as? [[Any]])
            #expect(rows.count <= 5_000 && !rows.isEmpty)
            #expect(Array(chunk[1].utf16).lexicographicallyPrecedes(Array(chunk[2].utf16)) || chunk[1] == chunk[2])
            #expect(!Array(chunk[1].utf16).lexicographicallyPrecedes(Array(previousTo.utf16)))
            previousTo = chunk[2]
            for row in rows {
                let name = try #require(row[0] as? String)
                let anchor = try #require(row[2] as? String)
                let words = name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
                    .split { !($0.isLetter || $0.isNumber) }.map(String.init)
                // The row sits in a chunk whose range holds one of its words.
                #expect(words.contains { !Array($0.utf16).lexicographicallyPrecedes(Array(chunk[1].utf16))
                    && !Array(chunk[2].utf16).lexicographicallyPrecedes(Array($0.utf16)) }, "\(name) in \(chunk)")
                for word in words { anchorsByWord[word, default: []].insert(anchor) }
            }
        }
        // 6,001 names of two words each: 12,002 rows in three chunks, and every entrant is under each of its words.
        #expect(chunks.count == 3)
        #expect(anchorsByWord["zoe0"] == ["entry-e0"])
        #expect(anchorsByWord["lefevre"]?.count == count)
        #expect(!FileManager.default.fileExists(atPath: "\(site.output)/contests/\(Self.contest)/entrants-4.json"))
    }

    @Test func hostileNamesAreEscapedInTheIndexAndTheJSON() async throws {
        let site = try EntrantSite()
        defer { site.remove() }
        let hostile = ["<script>alert(1)</script>", "\"quoted\" & 'single' \\ back", "new\nline\u{2028}sep", "<img src=x onerror=alert(1)>"]
        try await site.build(hostile.enumerated().map { Row(rank: $0 + 1, name: $1, entryID: "h\($0)") })
        let html = try site.text("contests/\(Self.contest)/entrants/index.html")
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("<img src=x"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(Set(try site.indexEntries().map(\.name)).isSuperset(of: hostile.filter { !$0.contains("\n") }))
        let json = try #require(try site.json("contests/\(Self.contest)/entrants.json") as? [[Any]])
        #expect(Set(json.compactMap { $0[0] as? String }) == Set(hostile))
    }

    @Test func standingsPagesCarryTheFinderAndTheSitemapListsTheIndex() async throws {
        let site = try EntrantSite()
        defer { site.remove() }
        try await site.build((1...3).map { (rank: Int) in Row(rank: rank, name: "P\(rank)", entryID: "e\(rank)") }, pageSize: 2)
        for path in ["contests/\(Self.contest)/index.html", "contests/\(Self.contest)/page/2/index.html"] {
            let page = try site.page(path)
            let form = try #require(page.descendants("form", where: { $0.hasClass("entrant-search") }).first, "\(path)")
            #expect(form.attributes["hidden"] != nil)
            #expect(form.attributes["data-index"] == "/contests/\(Self.contest)/entrants.json")
            #expect(page.descendants("a").contains { $0.attributes["href"] == "/contests/\(Self.contest)/entrants/" })
            #expect(page.descendants("script").contains { $0.attributes["src"] == "/assets/entrants.js" })
        }
        let sitemap = try site.text("sitemap.xml")
        #expect(sitemap.contains("https://entrants.example.com/contests/\(Self.contest)/entrants/</loc>"))
        #expect(sitemap.contains("https://entrants.example.com/contests/\(Self.contest)/entrants/page/2/</loc>"))
        #expect(FileManager.default.fileExists(atPath: "\(site.output)/assets/entrants.js"))
    }

    @Test func anUnknownStatusIsShownInWordsAndGroupedAsOther() async throws {
        let site = try EntrantSite()
        defer { site.remove() }
        try await site.build([Row(rank: 1, name: "A", entryID: "e1")], status: "paused_by_ops")
        #expect(try site.page("contests/\(Self.contest)/index.html").text.contains("Paused by ops"))
        let other = try site.text("status/other/index.html")
        #expect(other.contains("Paused by ops"))
        #expect(!other.contains(">paused_by_ops<"))
    }
}
