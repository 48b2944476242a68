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

    @Test func oneWorkerAndManyWorkersWriteTheSameBytes() async throws {
        let site = try TestSite.generated(contests: 60)
        defer { site.remove() }
        _ = try await site.build(out: "serial", jobs: 1)
        _ = try await site.build(out: "parallel", jobs: 4)
        let serial = snapshot(site.output("serial"))
        #expect(serial.count > 60)
        #expect(serial == snapshot(site.output("parallel")))
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
