import Domain
import Foundation
import Input
import Publishing
import Testing
import TestSupport

/// One contest (the sample's first, settled and scored) with a leaderboard of given rows, built with a given
/// locale and page size: for the entrant index, entrants.json and row anchors.
struct EntrantSite {
    struct Row {
        var rank: Int?
        var name: String
        var entryID: String?
    }

    static let contestID = "1b5e9d3c-4a7f-4b2e-9c6d-8f0a2e4b6c04"
    let site: TestSite
    var output: String { site.output() }

    init() throws {
        site = try TestSite.empty("entrants")
    }

    /// Writes the contest (status as given) and its leaderboard, then builds; returns the report.
    @discardableResult
    func build(_ rows: [Row], locale: String = "en_US", pageSize: Int = 100, status: String? = nil) async throws -> BuildReport {
        var contest = try TestSite.sampleDocument(Self.contestID)
        if let status { contest["status"] = status }
        try site.writeJSON(contest, to: "contests/\(Self.contestID)/contest.json")
        let leaderboard: [String: Any] = [
            "contest_id": Self.contestID, "leaderboard_state": "computed", "generated_at": "2026-01-16T14:00:00Z",
            "column_schema": [
                ["id": "rank", "name": "Rank", "type": "ordinal", "sortable": true, "sort_direction": "ascending"],
                ["id": "points", "name": "Points", "type": "numeric"],
            ],
            "rows": rows.enumerated().map { index, row -> [String: Any] in
                var object: [String: Any] = ["user_name": row.name, "values": ["points": 1000 - index]]
                if let rank = row.rank { object["rank"] = rank }
                if let entryID = row.entryID { object["entry_id"] = entryID }
                return object
            },
        ]
        try site.writeJSON(leaderboard, to: "contests/\(Self.contestID)/leaderboard.json")
        let config = SiteConfig(title: "Entrants", baseURL: "https://entrants.example.com", locale: locale, pageSize: pageSize)
        return try await site.build(config: config)
    }

    func page(_ path: String) throws -> HTMLNode {
        try SampleSite.page(output, path)
    }

    func text(_ path: String) throws -> String {
        try String(contentsOfFile: (output as NSString).appendingPathComponent(path), encoding: .utf8)
    }

    func json(_ path: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: (output as NSString).appendingPathComponent(path))))
    }

    /// The entrant index's names with their rank and link, in page order, over every index page.
    func indexEntries() throws -> [(name: String, rank: String, href: String)] {
        var entries: [(String, String, String)] = []
        var number = 1
        let base = "contests/\(Self.contestID)/entrants/"
        while FileManager.default.fileExists(atPath: "\(output)/\(base)\(number == 1 ? "" : "page/\(number)/")index.html") {
            let page = try page("\(base)\(number == 1 ? "" : "page/\(number)/")index.html")
            for item in page.descendants("ul", where: { $0.hasClass("entrant-list") }).flatMap({ $0.children("li") }) {
                let link = try #require(item.children("a").first)
                let rank = item.children("span").first?.text ?? ""
                // Links are relative to the index page: resolved here to the site path they lead to.
                let pagePath = "https://site.invalid/\(base)\(number == 1 ? "" : "page/\(number)/")"
                let href = try #require(URL(string: link.attributes["href"] ?? "", relativeTo: URL(string: pagePath)))
                entries.append((link.text, rank, String(href.absoluteString.dropFirst("https://site.invalid".count))))
            }
            number += 1
        }
        return entries
    }

    /// Every standings row's `id`, per standings page number.
    func rowIDs() throws -> [Int: [String]] {
        var ids: [Int: [String]] = [:]
        var number = 1
        while true {
            let path = number == 1 ? "contests/\(Self.contestID)/index.html" : "contests/\(Self.contestID)/page/\(number)/index.html"
            guard FileManager.default.fileExists(atPath: "\(output)/\(path)") else { break }
            let page = try page(path)
            ids[number] = page.descendants("table", where: { $0.hasClass("standings") }).first?.descendants("tbody").first?
                .children("tr").map { $0.attributes["id"] ?? "" } ?? []
            number += 1
        }
        return ids
    }

    func remove() { site.remove() }
}
