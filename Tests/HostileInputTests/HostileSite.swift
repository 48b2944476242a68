import TestSupport
import Domain
import Foundation
import Input
import Publishing

/// A throwaway site in a fresh temporary folder: `content/`, `templates/`, and the output at `site/public`.
/// Everything a build may touch lives under `site/`; `outsideListing()` lists the rest, so a test can prove
/// that hostile input reached nothing outside the output folder.
struct HostileSite {
    static let goodID = "good-contest"

    let site: TestSite
    var root: String { site.root.path }
    var content: String { site.content }
    var templates: String { "\(root)/templates" }
    var output: String { site.output(Self.outputName) }
    var limits = DocumentLimits()
    private static let outputName = "site/public"

    init() throws {
        site = try TestSite.empty("hostile")
        try FileManager.default.createDirectory(atPath: "\(root)/content/contests", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: "\(root)/site", withIntermediateDirectories: true)
        try writeContest(Self.contest(id: Self.goodID))
    }

    func folder(_ id: String) -> String { site.contestFolder(id) }

    /// Writes `contest.json` (and `leaderboard.json`) into `contests/<folder>/`, the folder defaulting to the contest_id.
    func writeContest(_ contest: [String: Any], leaderboard: [String: Any]? = nil, folder: String? = nil) throws {
        let id = folder ?? (contest["contest_id"] as? String ?? "unnamed")
        try site.writeJSON(contest, to: "contests/\(id)/contest.json")
        if let leaderboard { try site.writeJSON(leaderboard, to: "contests/\(id)/leaderboard.json") }
    }

    func write(_ data: Data, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: path))
    }

    func write(_ text: String, to path: String) throws { try write(Data(text.utf8), to: path) }

    func build(templates: Bool = false, config: SiteConfig = HostileSite.config) async throws -> BuildReport {
        try await site.build(out: Self.outputName, config: config, templates: templates ? self.templates : nil,
                             limits: limits)
    }

    static let config = SiteConfig(title: "Hostile", baseURL: "https://contests.example.com",
                                   apiBase: "https://api.example.com", appScheme: "pcapp")

    /// Every path under the root except the build's own folder `site/`, with sizes; symlinks are not followed.
    func outsideListing() -> [String] {
        var listing: [String] = []
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return listing }
        while let path = enumerator.nextObject() as? String {
            if path == "site" { listing.append(path); continue }
            if path.hasPrefix("site/") { continue }
            let size = (try? FileManager.default.attributesOfItem(atPath: "\(root)/\(path)")[.size] as? Int) ?? -1
            listing.append("\(path) \(size)")
        }
        return listing.sorted()
    }

    /// What the build folder holds besides the output: only pcsite's own manifest folder.
    func siteFolderEntries() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "\(root)/site")) ?? []).sorted()
    }

    func exists(_ relativeOutputPath: String) -> Bool {
        FileManager.default.fileExists(atPath: "\(output)/\(relativeOutputPath)")
    }

    func page(_ relativeOutputPath: String) throws -> (html: String, tree: HTMLNode) {
        let html = try String(contentsOfFile: "\(output)/\(relativeOutputPath)", encoding: .utf8)
        return (html, HTMLTree.parse(html))
    }

    func remove() { site.remove() }

    /// A valid contest with a join token; callers override what they attack.
    static func contest(id: String, name: String = "Good contest", extra: [String: Any] = [:]) -> [String: Any] {
        var contest: [String: Any] = [
            "contest_id": id, "type": "nba", "contest_name": name, "status": "settled",
            "entry_count": 3, "entry_fee_cents": 500, "leaderboard_state": "scored",
            "actions": ["is_scored": true, "can_join": true], "payout_table": [],
            "created_at": "2026-01-18T20:15:00Z", "updated_at": "2026-01-19T04:00:00Z",
            "join_token": "tok-\(id)",
        ]
        contest.merge(extra) { _, new in new }
        return contest
    }

    static func leaderboard(id: String, columns: [[String: Any]], rows: [[String: Any]]) -> [String: Any] {
        ["contest_id": id, "leaderboard_state": "scored", "column_schema": columns, "rows": rows]
    }
}

extension BuildReport {
    /// The problems' one-line messages, as the CLI prints them.
    var lines: [String] { problems.map(\.description) }
}
