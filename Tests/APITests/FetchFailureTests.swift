import APISource
import Foundation
import HTTPTestSupport
import TestSupport
import Testing

/// `pcsite fetch` when the network fails: a failing contest keeps its previous copy; a refused token replaces nothing.
@Suite struct FetchFailureTests {
    let api = try! FixtureAPI()

    @Test func failingContestKeepsItsPreviousCopyAndRefusedTokenReplacesNothing() async throws {
        let harness = try SiteHarness()
        defer { harness.remove() }
        let content = harness.path("content")
        let victim = api.ids[0]
        let served = api
        try await withServer({ served.reply($0) }) { server in
            let first = await APISource.withSource(harness.options(server)) { await SnapshotFetch.run(source: $0, into: content) }
            #expect(first.exitStatus == 0)
        }
        let previous = FileManager.default.contents(atPath: content + "/contests/\(victim)/contest.json")
        let path = "/api/custom-contests/\(victim)"
        try await withServer({ $0.path == path ? .json(Array("down".utf8), status: 502) : served.reply($0) }) { server in
            let report = await APISource.withSource(harness.options(server)) { await SnapshotFetch.run(source: $0, into: content) }
            #expect(report.exitStatus == 1)
            #expect(report.kept == [victim])
            #expect(report.problems.first?.source == server.base + path)
            #expect(server.requests(path: path).count == 4)
        }
        #expect(FileManager.default.contents(atPath: content + "/contests/\(victim)/contest.json") == previous)
        let before = SiteHarness.files(in: content)
        try await withServer({ _ in .json(Array("{}".utf8), status: 403) }) { server in
            let report = await APISource.withSource(harness.options(server)) { await SnapshotFetch.run(source: $0, into: content) }
            #expect(report.exitStatus == 2)
            #expect(report.fatal?.message.contains("403") == true)
        }
        #expect(SiteHarness.files(in: content) == before)
    }
}
