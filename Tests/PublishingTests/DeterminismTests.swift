import Foundation
import TestSupport
import Testing
@testable import Publishing

/// Identical input gives byte-identical output, whatever the folder, the worker count or the build history.
@Suite struct DeterminismTests {
    @Test func twoBuildsIntoDifferentFoldersAreIdentical() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        #expect(try await site.build(out: "a").exitStatus == 0)
        #expect(try await site.build(out: "b").exitStatus == 0)
        let first = snapshot(site.output("a"))
        #expect(first.count > 20)
        #expect(first == snapshot(site.output("b")))
    }

    /// Large enough to cross every batch threshold of the steps spread over the run's threads: more than 8,192
    /// contests (the listing's sort, the no-op check and the report go in batches of 8,192; the rest in 1,024 to
    /// 4,096) and a leaderboard of 25,000 rows (over the 1 MB at which its rows are parsed in parallel, and
    /// formatted in runs), at 1, 2 and 8 threads. Share cards off: each card is one lane's work, and 8,300 of them
    /// would add a fifth to the test's time (the next test has them).
    @Test func oneTwoAndEightThreadsWriteTheSameBytes() async throws {
        let site = try TestSite.generated(contests: 8_300, rows: 1, bigContest: 25_000, inMemory: true)
        defer { site.remove() }
        try site.configure("share_cards: false")
        let ids = site.contestIDs
        let big = try #require(ids.max { leaderboardSize(site, $0) < leaderboardSize(site, $1) })
        #expect(ids.count == 8_301)
        #expect(leaderboardSize(site, big) > 1 << 20)
        let threads = [1, 2, 8]
        for jobs in threads {
            let report = try await site.build(out: "jobs-\(jobs)", jobs: jobs)
            #expect(report.exitStatus == 0)
            #expect(report.built.count == ids.count)
        }
        for jobs in threads.dropFirst() {
            #expect(try treeDifferences(site.output("jobs-1"), site.output("jobs-\(jobs)")) == [], "\(jobs) threads")
        }
    }

    /// The sample with its share cards, drawn on each lane by a renderer of its own, at 1 and 8 threads.
    @Test func shareCardsAreTheSameBytesOnOneThreadAndOnEight() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        #expect(try await site.build(out: "one", jobs: 1).exitStatus == 0)
        #expect(try await site.build(out: "eight", jobs: 8).exitStatus == 0)
        #expect(snapshot(site.output("one")).keys.contains { $0.hasSuffix(".png") })
        #expect(try treeDifferences(site.output("one"), site.output("eight")) == [])
    }

    private func leaderboardSize(_ site: TestSite, _ id: String) -> Int {
        (try? FileManager.default.attributesOfItem(atPath: "\(site.contestFolder(id))/leaderboard.json")[.size] as? Int) ?? 0
    }

    @Test func incrementalAfterChangesEqualsFull() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        _ = try await site.build()
        let ids = site.contestIDs
        try site.edit(ids[0]) { $0.replacingOccurrences(of: "\"contest_name\": \"", with: "\"contest_name\": \"Renamed ") }
        try FileManager.default.removeItem(atPath: site.contestFolder(ids[1]))
        try site.edit(ids[2]) { _ in "{ not json" }

        let incremental = try await site.build()
        #expect(incremental.built == [ids[0]])
        #expect(incremental.removed == [ids[1]])
        #expect(incremental.kept == [ids[2]])
        let afterIncremental = snapshot(site.output())

        // --full over the same history must land on the bytes the incremental run wrote.
        let full = try await site.build(full: true)
        #expect(full.built.count == ids.count - 2)
        #expect(full.unchanged.isEmpty)
        let afterFull = snapshot(site.output())
        #expect(afterFull == afterIncremental)
        // And a no-op run after it changes nothing.
        _ = try await site.build()
        #expect(snapshot(site.output()) == afterFull)

        // And a site that never saw the old contests agrees on every contest that builds.
        try FileManager.default.removeItem(atPath: site.contestFolder(ids[2]))
        _ = try await site.build()
        _ = try await site.build(out: "fresh", full: true)
        #expect(snapshot(site.output()) == snapshot(site.output("fresh")))
    }
}
