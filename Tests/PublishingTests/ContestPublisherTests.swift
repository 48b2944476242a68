import Foundation
import TestSupport
import Testing
@testable import Publishing

/// Nothing lost: an invalid contest keeps its last good pages; a vanished one is pruned and reported.
@Suite struct ContestPublisherTests {
    let id = "3f9c2b1e-7d4a-4c8e-9b2f-1a6e5d0c7b01"
    let token = "hoopsHeroes_MLK26"

    @Test func invalidContestKeepsItsLastGoodPages() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        let first = try await site.build()
        #expect(first.exitStatus == 0)
        let joinFile = "join/\(token)/index.html"
        let before = snapshot(site.output())
        #expect(before[joinFile] != nil, "the sample contest should have a join page")

        try site.edit(id) { $0.replacingOccurrences(of: "\"contest_name\"", with: "\"contest_nom\"") }
        let report = try await site.build()

        #expect(report.exitStatus == 1)
        #expect(report.kept == [id])
        #expect(report.problems.contains { $0.path == "$.contest_name" })
        #expect(report.contests.first { $0.id == id }?.status == .kept)
        let after = snapshot(site.output())
        let contestFiles = before.keys.filter { $0.hasPrefix("contests/\(id)/") }
        #expect(!contestFiles.isEmpty)
        for file in contestFiles + [joinFile] {
            #expect(after[file] == before[file], "\(file) should be the last good version")
        }
        let index = String(decoding: after["index.html"] ?? Data(), as: UTF8.self)
        #expect(index.contains("contests/\(id)/"), "the kept contest stays listed on the index")

        // Still invalid on the next run: still kept (the manifest remembers the last good card and token).
        let again = try await site.build()
        #expect(again.kept == [id])
        #expect(snapshot(site.output())[joinFile] == before[joinFile])
    }

    @Test func vanishedContestIsPrunedAndReported() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        _ = try await site.build()
        #expect(FileManager.default.fileExists(atPath: "\(site.output())/join/\(token)/index.html"))

        try FileManager.default.removeItem(atPath: site.contestFolder(id))
        let report = try await site.build()

        #expect(report.exitStatus == 0)
        #expect(report.removed == [id])
        #expect(report.contests.contains { $0.id == id && $0.status == .removed })
        let after = snapshot(site.output())
        #expect(!after.keys.contains { $0.hasPrefix("contests/\(id)/") || $0.hasPrefix("join/\(token)/") })
        for shared in ["index.html", "sitemap.xml", "feed.xml"] {
            let text = String(decoding: after[shared] ?? Data(), as: UTF8.self)
            #expect(!text.contains(id), "\(shared) should no longer mention the removed contest")
        }
        // Reported once: the next run has nothing left to remove.
        #expect(try await site.build().removed.isEmpty)
    }

    @Test func checkWritesNothing() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        try site.edit(id) { $0.replacingOccurrences(of: "\"contest_name\"", with: "\"contest_nom\"") }
        let before = snapshot(site.root.path)

        let report = try await site.build(dryRun: true)

        #expect(report.exitStatus == 1)
        #expect(report.problems.contains { $0.path == "$.contest_name" })
        #expect(snapshot(site.root.path) == before)
        #expect(!FileManager.default.fileExists(atPath: site.output()))
        #expect(!FileManager.default.fileExists(atPath: site.root.appendingPathComponent(".pcsite").path))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: site.root.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty)
    }

    @Test func checkLeavesAPublishedSiteAlone() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        _ = try await site.build()
        let stamps = fileStamps(site.root.path)
        try site.edit(id) { $0.replacingOccurrences(of: "\"contest_name\"", with: "\"contest_nom\"") }
        let edited = fileStamps(site.root.path)

        _ = try await site.build(dryRun: true)

        #expect(changedPaths(stamps, edited).allSatisfy { $0.hasPrefix("content/") })
        #expect(fileStamps(site.root.path) == edited)
    }
}
