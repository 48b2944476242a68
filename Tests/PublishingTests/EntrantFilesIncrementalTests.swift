import Foundation
import TestSupport
import Testing
@testable import Publishing

/// A changed leaderboard rewrites its own entrant index and entrants.json, and no other contest's.
@Suite struct EntrantFilesIncrementalTests {
    @Test func aChangedLeaderboardRewritesOnlyItsOwnEntrantFiles() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        _ = try await site.build()
        let stamps = fileStamps(site.output())
        let entrantFiles = stamps.keys.filter { $0.contains("/entrants") }
        let id = "8a1d4e6f-2c3b-4f5a-8e9d-0b7c6a5f4e02"
        // Three index pages (260 rows, page_size 100) and entrants.json, for this contest and others.
        #expect(entrantFiles.contains("contests/\(id)/entrants/page/3/index.html"))
        #expect(entrantFiles.contains("contests/\(id)/entrants.json"))
        #expect(entrantFiles.contains { !$0.hasPrefix("contests/\(id)/") })
        try site.edit(id, file: "leaderboard.json") { $0.replacingOccurrences(of: "\"Taylor Kim\"", with: "\"Taylor Kim-Ångström\"") }

        let report = try await site.build()

        #expect(report.built == [id])
        let changed = changedPaths(stamps, fileStamps(site.output()))
        #expect(changed.contains("contests/\(id)/entrants.json"))
        #expect(changed.contains { $0.hasPrefix("contests/\(id)/entrants/") })
        let others = changed.filter { $0.contains("/entrants") && !$0.hasPrefix("contests/\(id)/") }
        #expect(others.isEmpty, "other contests' entrant files rewritten: \(others.sorted())")
        let json = try String(contentsOfFile: "\(site.output())/contests/\(id)/entrants.json", encoding: .utf8)
        #expect(json.contains("Taylor Kim-Ångström"))
    }
}
