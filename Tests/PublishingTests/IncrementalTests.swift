import Foundation
import TestSupport
import Testing
@testable import Publishing

/// Unchanged contests are carried over, not re-rendered; unchanged files keep their inode and mtime.
@Suite struct IncrementalTests {
    @Test func noOpRunTouchesNoFile() async throws {
        let site = try TestSite.generated(contests: 40)
        defer { site.remove() }
        let first = try await site.build()
        let stamps = fileStamps(site.output())

        let report = try await site.build()

        #expect(report.built.isEmpty)
        #expect(report.unchanged.count == first.built.count)
        #expect(report.filesWritten == 0)
        #expect(fileStamps(site.output()) == stamps)
    }

    @Test func editingOneContestRewritesOnlyItsPagesAndTheSharedOnes() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        _ = try await site.build()
        let stamps = fileStamps(site.output())
        let id = "3f9c2b1e-7d4a-4c8e-9b2f-1a6e5d0c7b01"
        try site.edit(id) { $0.replacingOccurrences(of: "\"contest_name\": \"", with: "\"contest_name\": \"Renamed ") }

        let report = try await site.build()

        #expect(report.built == [id])
        #expect(report.unchanged.count == site.contestIDs.count - 1)
        let changed = changedPaths(stamps, fileStamps(site.output()))
        #expect(changed.contains("contests/\(id)/index.html"))
        #expect(changed.contains("index.html"))
        // The shared pages: the lists that show the contest (index, its type's and status group's), search.json,
        // feed and sitemap. No other contest's page is touched.
        let allowed = changed.filter {
            !$0.hasPrefix("contests/\(id)/") && $0 != "join/hoopsHeroes_MLK26/index.html"
                && !["index.html", "feed.xml", "sitemap.xml", "search.json", "build.json"].contains($0)
                && !$0.hasPrefix("types/") && !$0.hasPrefix("status/") && !$0.hasPrefix("page/")
        }
        #expect(allowed.isEmpty, "unexpectedly rewritten: \(allowed.sorted())")
    }

    @Test func aRewrittenButIdenticalContestIsReadOnceAndCarriedOver() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        _ = try await site.build()
        let stamps = fileStamps(site.output())
        let id = "3f9c2b1e-7d4a-4c8e-9b2f-1a6e5d0c7b01"
        // A new inode and mtime (an atomic rewrite), the same bytes: the signature differs, the digest does not.
        try site.edit(id) { $0 }

        let report = try await site.build()

        #expect(report.built.isEmpty)
        #expect(report.unchanged.contains(id))
        #expect(fileStamps(site.output()) == stamps)
    }

    @Test func templateOrConfigChangeReRendersEverything() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        _ = try await site.build()
        let config = site.root.appendingPathComponent("pcsite.yml")
        let text = try String(contentsOf: config, encoding: .utf8)
        try text.replacingOccurrences(of: "page_size: 100", with: "page_size: 2").write(to: config, atomically: true, encoding: .utf8)

        let report = try await site.build()

        #expect(report.unchanged.isEmpty)
        #expect(report.built.count == site.contestIDs.count)
    }

    @Test func manifestOfAReplacedOutputIsNotTrusted() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        _ = try await site.build()
        // Someone swaps in another tree by hand: the manifest no longer describes public/.
        try FileManager.default.moveItem(atPath: site.output(), toPath: site.output("elsewhere"))
        try FileManager.default.copyItem(atPath: site.output("elsewhere"), toPath: site.output())

        let report = try await site.build()

        #expect(report.unchanged.isEmpty)
        #expect(snapshot(site.output()) == snapshot(site.output("elsewhere")))
    }
}
