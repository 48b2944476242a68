import Domain
import Foundation
import Input
import Publishing
import TestSupport

/// A content folder of contests made from the sample's first contest, varied in the fields the lists
/// sort and group by, built with a given `index_page_size` and `feed_limit`.
struct ListSite {
    struct Contest {
        var id: String
        var type = "nba"
        var status = "active"
        var leaderboardState = "live"
        var updated = "2026-01-10T12:00:00Z"
        var name: String?
        var joinToken: String?
    }

    static let template = "1b5e9d3c-4a7f-4b2e-9c6d-8f0a2e4b6c04"

    /// `n` contests c-000…, each updated one minute after the previous (so c-000 is last on the index).
    static func numbered(_ count: Int) -> [Contest] {
        (0..<count).map { index in
            Contest(id: String(format: "c-%03d", index),
                    updated: String(format: "2026-01-10T%02d:%02d:00Z", index / 60, index % 60))
        }
    }

    /// Writes `contests` into `site` (a new one when nil) and builds it to its `public`.
    static func build(_ contests: [Contest], pageSize: Int = 3, feedLimit: Int = 50, in site: TestSite? = nil)
        async throws -> (report: BuildReport, output: String)
    {
        let site = try site ?? TestSite.empty("lists")
        let base = try TestSite.sampleDocument(template)
        try FileManager.default.createDirectory(atPath: "\(site.content)/contests", withIntermediateDirectories: true)
        for contest in contests {
            var document = base
            document["contest_id"] = contest.id
            document["type"] = contest.type
            document["status"] = contest.status
            document["leaderboard_state"] = contest.leaderboardState
            document["updated_at"] = contest.updated
            document["contest_name"] = contest.name ?? "Contest \(contest.id)"
            document["join_token"] = contest.joinToken ?? NSNull()
            try site.writeJSON(document, to: "contests/\(contest.id)/contest.json")
        }
        let config = SiteConfig(title: "Lists", baseURL: "https://lists.example.com", apiBase: "https://api.example.com",
                                indexPageSize: pageSize, feedLimit: feedLimit)
        return (try await site.build(config: config), site.output())
    }

    /// The contest links of a list page's table, in order.
    static func rows(_ page: HTMLNode) -> [String] {
        page.descendants("tbody").first?.children("tr").compactMap {
            $0.children("th").first?.descendants("a").first?.attributes["href"]
        } ?? []
    }

    static func exists(_ output: String, _ path: String) -> Bool {
        FileManager.default.fileExists(atPath: (output as NSString).appendingPathComponent(path))
    }
}
