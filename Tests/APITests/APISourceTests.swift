import APISource
import Domain
import Foundation
import HTTPTestSupport
import Input
import Publishing
import TestSupport
import Testing

/// The API source against a well-behaved server: same site as the disk source, token handling, caching, fetch.
@Suite struct APISourceTests {
    let api = try! FixtureAPI()

    @Test func apiBuiltSiteEqualsDiskBuiltSiteByteForByte() async throws {
        let harness = try SiteHarness()
        defer { harness.remove() }
        let disk = await harness.build(DiskSource(root: FixtureAPI.fixtureContent), into: "disk")
        let served = api
        try await withServer({ served.reply($0) }) { server in
            let report = await harness.buildFromAPI(harness.options(server), into: "api")
            #expect(report.fatal == nil)
            #expect(report.exitStatus == disk.exitStatus)
            #expect(report.built.sorted() == disk.built.sorted())
            #expect(SiteHarness.differences(harness.path("disk"), harness.path("api")) == [])
            #expect(SiteHarness.files(in: harness.path("api")).count > 20)
            // Pagination was followed: the 260-row leaderboard came in pages of 10.
            #expect(server.requests.contains { $0.uri.contains("/leaderboard?page=26&per_page=10") })
            #expect(server.requests.allSatisfy { $0.headers.first(name: "Authorization") == "Bearer s3cret-token-value" })
        }
        #expect(!SiteHarness.anyFile(in: harness.path("api"), contains: "s3cret-token-value"))
        #expect(!SiteHarness.anyFile(in: harness.path(".pcsite"), contains: "s3cret-token-value"))
    }

    @Test func noTokenMeansNoAuthorizationHeader() async throws {
        let harness = try SiteHarness()
        defer { harness.remove() }
        let served = api
        try await withServer({ served.reply($0) }) { server in
            let report = await harness.buildFromAPI(harness.options(server, token: nil), into: "api")
            #expect(report.fatal == nil)
            #expect(server.requests.allSatisfy { $0.headers.first(name: "Authorization") == nil })
        }
    }

    @Test func secondRunRevalidatesWithETagAndReusesDocumentsOn304() async throws {
        let harness = try SiteHarness()
        defer { harness.remove() }
        let served = api
        try await withServer({ served.reply($0) }) { server in
            let first = await harness.buildFromAPI(harness.options(server), into: "api")
            let firstCount = server.requests.count
            #expect(server.requests.allSatisfy { $0.headers.first(name: "If-None-Match") == nil })
            let second = await harness.buildFromAPI(harness.options(server), into: "api")
            let secondRun = server.requests.dropFirst(firstCount)
            #expect(secondRun.count == firstCount)
            // Every document answered 200 last time is asked for conditionally; 404s (no leaderboard) have no validator.
            let noBoard = Set(served.entries.filter { $0.leaderboard == nil }.map { "/api/custom-contests/\($0.id)/leaderboard" })
            let revalidations = secondRun.filter { !noBoard.contains($0.path) }
            #expect(revalidations.count == firstCount - noBoard.count)
            #expect(revalidations.allSatisfy { $0.headers.first(name: "If-None-Match") != nil })
            #expect(revalidations.allSatisfy { $0.headers.first(name: "If-Modified-Since") != nil })
            #expect(second.exitStatus == first.exitStatus)
            // Same documents, same digests: nothing is rendered again and nothing published.
            #expect(second.unchanged.sorted() == first.built.sorted())
            #expect(second.publishedNothing)
        }
        let disk = await harness.build(DiskSource(root: FixtureAPI.fixtureContent), into: "disk")
        #expect(disk.fatal == nil)
        #expect(SiteHarness.differences(harness.path("disk"), harness.path("api")) == [])
    }

    @Test func concurrencyStaysWithinTheLimit() async throws {
        let harness = try SiteHarness()
        defer { harness.remove() }
        let served = api
        try await withServer({ .delayed(milliseconds: 15, served.reply($0)) }) { server in
            let report = await harness.buildFromAPI(harness.options(server, concurrency: 2), into: "api")
            #expect(report.fatal == nil)
            #expect(server.peakInFlight <= 2)
            #expect(server.peakInFlight >= 1)
        }
    }

    @Test func fetchSnapshotBuildsTheSameSiteAsTheAPI() async throws {
        let harness = try SiteHarness()
        defer { harness.remove() }
        let content = harness.path("content")
        // A previous snapshot: a contest the API no longer lists, and hand-written pages that must survive.
        try FileManager.default.createDirectory(atPath: content + "/contests/gone-contest", withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: content + "/contests/gone-contest/contest.json"))
        try FileManager.default.createDirectory(atPath: content + "/pages", withIntermediateDirectories: true)
        try Data("# Rules\n".utf8).write(to: URL(fileURLWithPath: content + "/pages/rules.md"))
        let served = api
        try await withServer({ served.reply($0) }) { server in
            let report = await APISource.withSource(harness.options(server)) { source in
                await SnapshotFetch.run(source: source, into: content)
            }
            #expect(report.fatal == nil)
            #expect(report.fetched.sorted() == served.ids)
            let apiReport = await harness.buildFromAPI(harness.options(server), into: "api")
            let diskReport = await harness.build(DiskSource(root: content), into: "disk",
                                                 pages: (FixtureAPI.fixtureContent as NSString).appendingPathComponent("pages"))
            #expect(apiReport.exitStatus == diskReport.exitStatus)
            #expect(SiteHarness.differences(harness.path("disk"), harness.path("api")) == [])
        }
        #expect(!FileManager.default.fileExists(atPath: content + "/contests/gone-contest"))
        #expect(FileManager.default.fileExists(atPath: content + "/pages/rules.md"))
        #expect(!SiteHarness.anyFile(in: content, contains: "s3cret-token-value"))
        // Details verbatim; leaderboards merged into one page of all rows.
        for entry in api.entries {
            let folder = content + "/contests/\(entry.id)"
            #expect(FileManager.default.contents(atPath: folder + "/contest.json").map { [UInt8]($0) } == entry.detail)
            let board = FileManager.default.contents(atPath: folder + "/leaderboard.json").map { String(decoding: $0, as: UTF8.self) }
            #expect((board != nil) == (entry.leaderboard != nil))
            if let board { #expect(board.contains(#""page":1,"#) && board.contains(#""total_pages":1}"#)) }
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: harness.root).filter { $0.contains(".fetch-") }
        #expect(leftovers == [])
    }
}
