import APISource
import Contracts
import Domain
import Foundation
import HTTPTestSupport
import Input
import Publishing
import SiteState
import Synchronization
import TestSupport
import Testing

/// CONTRACT §1.3: a run asks only about what changed, with bounded trust, against a real HTTP server.
@Suite struct ListVersionTests {
    /// A backend whose documents tests change between runs, listing versions unless told not to.
    final class Backend: Sendable {
        let api: Mutex<FixtureAPI>

        init(versions: Bool = true) throws {
            var api = try FixtureAPI()
            api.listsVersions = versions
            self.api = Mutex(api)
        }

        func reply(_ request: RecordedRequest) -> Reply { api.withLock { $0.reply(request) } }
        var ids: [String] { api.withLock { $0.ids } }
        var withBoard: [String] { api.withLock { $0.entries.filter { $0.leaderboard != nil }.map(\.id) } }

        /// New standings for `id`: one more row-independent field and, when `bump`, a new generated_at.
        func changeStandings(_ id: String, bump: Bool) {
            api.withLock { api in
                api.update(id) { entry in
                    guard var board = entry.leaderboard else { return }
                    if bump { board = board.setting("generated_at", .string("2026-03-01T12:00:00Z")) }
                    board = board.setting("leaderboard_state", .string("disputed"))
                    entry.leaderboard = board
                }
            }
        }

        /// A new contest name without a new updated_at: a backend that forgot to bump the version.
        func renameSilently(_ id: String) {
            api.withLock { api in
                api.update(id) { entry in
                    let text = String(decoding: entry.detail, as: UTF8.self)
                    entry.detail = Array(text.replacingOccurrences(of: "\"contest_name\": \"", with: "\"contest_name\": \"Renamed ").utf8)
                }
            }
        }

        func remove(_ id: String) { api.withLock { $0.entries.removeAll { $0.id == id } } }
    }

    static let start: Int64 = 1_800_000_000
    static let window = Duration.seconds(3600)

    func options(_ harness: SiteHarness, _ server: TestHTTPServer, at now: Int64, revalidateAll: Bool = false,
                 cache: String = ".pcsite/http-cache") -> APIOptions {
        var options = harness.options(server)
        options.cacheFolder = harness.path(cache)
        options.revalidateAfter = Self.window
        options.revalidateAll = revalidateAll
        options.now = { now }
        return options
    }

    /// Requests of one run: the contests they were about (list pages aside).
    func contests(asked requests: ArraySlice<RecordedRequest>) -> Set<String> {
        Set(requests.compactMap { request -> String? in
            let parts = request.path.split(separator: "/")
            return parts.count >= 3 ? String(parts[2]) : nil
        })
    }

    /// The site a cold build (no cache, no manifest) makes from what the backend serves now.
    func coldBuild(_ harness: SiteHarness, _ server: TestHTTPServer, into name: String) async -> BuildReport {
        await harness.buildFromAPI(options(harness, server, at: Self.start, cache: ".cold-\(name)"), into: name)
    }

    @Test func equalVersionsSendNoRequestForTheContest() async throws {
        let harness = try SiteHarness()
        defer { harness.remove() }
        let backend = try Backend()
        try await withServer({ backend.reply($0) }) { server in
            let first = await harness.buildFromAPI(options(harness, server, at: Self.start), into: "api")
            #expect(first.fatal == nil)
            #expect(first.source?.fetched == backend.ids.count)
            let before = server.requests.count
            let second = await harness.buildFromAPI(options(harness, server, at: Self.start + 1), into: "api")
            let run = server.requests.dropFirst(before)
            #expect(run.allSatisfy { $0.path == "/api/custom-contests" }, "\(run.map(\.uri))")
            #expect(second.source?.skipped == backend.ids.count)
            #expect(second.source?.requests == run.count)
            #expect(second.publishedNothing)
            #expect(second.exitStatus == first.exitStatus)
        }
        let disk = await harness.build(DiskSource(root: FixtureAPI.fixtureContent), into: "disk")
        #expect(disk.fatal == nil)
        #expect(SiteHarness.differences(harness.path("disk"), harness.path("api")) == [])
    }

    @Test func changedLeaderboardVersionRefetchesOnlyThatContest() async throws {
        let harness = try SiteHarness()
        defer { harness.remove() }
        let backend = try Backend()
        let changed = try #require(backend.withBoard.first)
        try await withServer({ backend.reply($0) }) { server in
            _ = await harness.buildFromAPI(options(harness, server, at: Self.start), into: "api")
            backend.changeStandings(changed, bump: true)
            let before = server.requests.count
            let second = await harness.buildFromAPI(options(harness, server, at: Self.start + 1), into: "api")
            let run = server.requests.dropFirst(before)
            #expect(contests(asked: run) == [changed])
            // Asked conditionally: the unchanged detail answers 304, the leaderboard comes anew.
            #expect(run.filter { $0.path != "/api/custom-contests" }.allSatisfy { $0.headers.first(name: "If-None-Match") != nil })
            #expect(second.built == [changed])
            #expect(second.source?.fetched == 1)
            #expect(second.source?.skipped == backend.ids.count - 1)
            #expect(second.source?.notModified == 0)
            _ = await coldBuild(harness, server, into: "cold")
        }
        #expect(SiteHarness.differences(harness.path("cold"), harness.path("api")) == [])
    }

    @Test func documentChangedWithoutNewVersionIsCaughtWithinRevalidateAfter() async throws {
        let harness = try SiteHarness()
        defer { harness.remove() }
        let backend = try Backend()
        let ids = backend.ids
        let silent = try #require(ids.last)
        try await withServer({ backend.reply($0) }) { server in
            _ = await harness.buildFromAPI(options(harness, server, at: Self.start), into: "api")
            backend.renameSilently(silent)
            // Cron every 5 minutes for one window: each contest is asked about exactly once, spread over the runs.
            var asked: [String: Int] = [:]
            var caughtAt: Int64?
            for step in 1...12 {
                let now = Self.start + Int64(step) * 300
                let before = server.requests.count
                let report = await harness.buildFromAPI(options(harness, server, at: now), into: "api")
                for id in contests(asked: server.requests.dropFirst(before)) { asked[id, default: 0] += 1 }
                if caughtAt == nil, report.built.contains(silent) { caughtAt = now }
            }
            #expect(asked == Dictionary(uniqueKeysWithValues: ids.map { ($0, 1) }), "\(asked)")
            let caught = try #require(caughtAt)
            #expect(caught - Self.start <= 3600)
            _ = await coldBuild(harness, server, into: "cold")
        }
        #expect(SiteHarness.differences(harness.path("cold"), harness.path("api")) == [])
    }

    @Test func revalidateFlagAsksAboutEveryContestOnce() async throws {
        let harness = try SiteHarness()
        defer { harness.remove() }
        let backend = try Backend()
        try await withServer({ backend.reply($0) }) { server in
            _ = await harness.buildFromAPI(options(harness, server, at: Self.start), into: "api")
            let before = server.requests.count
            let report = await harness.buildFromAPI(options(harness, server, at: Self.start + 1, revalidateAll: true), into: "api")
            let run = server.requests.dropFirst(before)
            #expect(contests(asked: run) == Set(backend.ids))
            #expect(report.source?.revalidated == backend.ids.count)
            #expect(report.source?.notModified == backend.ids.count)
            #expect(report.source?.requests == run.count)
            // Everything answered 304 but the leaderboards of contests without standings (404, no validator).
            #expect(report.source?.notModifiedResponses == run.count - (backend.ids.count - backend.withBoard.count))
            #expect(report.summaryLine.contains("\(backend.ids.count) rechecked"))
            #expect(report.summaryLine.contains("\(backend.ids.count) of those unchanged"))
            // And the next run trusts the versions again.
            let after = server.requests.count
            _ = await harness.buildFromAPI(options(harness, server, at: Self.start + 2), into: "api")
            #expect(server.requests.dropFirst(after).allSatisfy { $0.path == "/api/custom-contests" })
        }
    }

    @Test func contestRemovedFromTheListDisappears() async throws {
        let harness = try SiteHarness()
        defer { harness.remove() }
        let backend = try Backend()
        let gone = try #require(backend.withBoard.first)
        try await withServer({ backend.reply($0) }) { server in
            _ = await harness.buildFromAPI(options(harness, server, at: Self.start), into: "api")
            let held = harness.path(".pcsite/http-cache/contests/\(gone).held")
            #expect(FileManager.default.fileExists(atPath: held))
            backend.remove(gone)
            let report = await harness.buildFromAPI(options(harness, server, at: Self.start + 1), into: "api")
            #expect(report.removed == [gone])
            #expect(!FileManager.default.fileExists(atPath: harness.path("api/contests/\(gone)")))
            #expect(!FileManager.default.fileExists(atPath: held))
            _ = await coldBuild(harness, server, into: "cold")
        }
        #expect(SiteHarness.differences(harness.path("cold"), harness.path("api")) == [])
    }

    @Test func damagedHeldCopiesCostAFetchNeverAWrongPage() async throws {
        let harness = try SiteHarness()
        defer { harness.remove() }
        let backend = try Backend()
        let ids = backend.withBoard
        let (corrupt, halfWritten) = (ids[0], ids[1])
        try await withServer({ backend.reply($0) }) { server in
            _ = await harness.buildFromAPI(options(harness, server, at: Self.start), into: "api")
            let folder = harness.path(".pcsite/http-cache/contests")
            // Same length, other bytes; and a file cut in half, as a crash mid-write would leave it.
            var bytes = try #require(FileManager.default.contents(atPath: "\(folder)/\(corrupt).held"))
            bytes[bytes.count - 2] ^= 0x20
            try bytes.write(to: URL(fileURLWithPath: "\(folder)/\(corrupt).held"))
            let whole = try #require(FileManager.default.contents(atPath: "\(folder)/\(halfWritten).held"))
            try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: "\(folder)/\(halfWritten).held"))
            // The published pages go too, so both must be rendered from documents again.
            try FileManager.default.removeItem(atPath: Manifest.path(forOutput: harness.path("api")))
            let before = server.requests.count
            let report = await harness.buildFromAPI(options(harness, server, at: Self.start + 1), into: "api")
            #expect(report.fatal == nil)
            #expect(contests(asked: server.requests.dropFirst(before)) == [corrupt, halfWritten])
            // A damaged index: nothing is trusted, everything is asked for conditionally.
            try Data("pcsite-held 1\tgarbage\n".utf8).write(to: URL(fileURLWithPath: "\(folder)/index.tsv"))
            let again = server.requests.count
            let third = await harness.buildFromAPI(options(harness, server, at: Self.start + 2), into: "api")
            #expect(contests(asked: server.requests.dropFirst(again)) == Set(backend.ids))
            #expect(third.source?.fetched == backend.ids.count)
            // Nothing held to compare with, but the HTTP cache's validators still spare the bodies.
            #expect(third.source?.notModifiedResponses == (third.source?.requests ?? 0) - (backend.ids.count - backend.withBoard.count))
            #expect(third.publishedNothing)
        }
        let disk = await harness.build(DiskSource(root: FixtureAPI.fixtureContent), into: "disk")
        #expect(disk.fatal == nil)
        #expect(SiteHarness.differences(harness.path("disk"), harness.path("api")) == [])
    }

    @Test func afterAnOutageOverdueChecksAreSpreadOverRuns() async throws {
        let harness = try SiteHarness()
        defer { harness.remove() }
        let backend = try Backend()
        let perRun = 2
        try #require(backend.ids.count > perRun)
        try await withServer({ backend.reply($0) }) { server in
            _ = await harness.buildFromAPI(options(harness, server, at: Self.start), into: "api")
            // Contests that are never held (invalid ones) are asked every run; the rest are what the bound is about.
            let first = server.requests.count
            _ = await harness.buildFromAPI(options(harness, server, at: Self.start + 1), into: "api")
            let everyRun = contests(asked: server.requests.dropFirst(first))
            let held = Set(backend.ids).subtracting(everyRun)
            try #require(held.count > perRun)
            // Three hours without a successful run: every held contest is overdue at once.
            var now = Self.start + 3 * 3600
            // Each run asks about at most `perRun` of the overdue (besides contests whose own slot comes round again).
            var checked = Set<String>()
            var runs = 0
            while checked.count < held.count, runs <= held.count {
                var run = options(harness, server, at: now)
                run.overdueChecksPerRun = perRun
                let before = server.requests.count
                let report = await harness.buildFromAPI(run, into: "api")
                #expect(report.fatal == nil)
                let fresh = contests(asked: server.requests.dropFirst(before)).subtracting(everyRun).subtracting(checked)
                #expect(fresh.count <= perRun)
                checked.formUnion(fresh)
                runs += 1
                now += 300
            }
            // Every held contest checked, within ⌈N ÷ perRun⌉ runs.
            #expect(checked == held)
            #expect(runs == (held.count + perRun - 1) / perRun)
        }
    }

    @Test func damagedCopiesAreNeverOfferedAsValidators() async throws {
        let harness = try SiteHarness()
        defer { harness.remove() }
        let backend = try Backend()
        try await withServer({ backend.reply($0) }) { server in
            _ = await harness.buildFromAPI(options(harness, server, at: Self.start), into: "api")
            // The list pages' copies (HTTP cache) and each contest's held documents, which carry the validators
            // of the detail and of a one-page leaderboard: every body damaged with its validators intact, one byte
            // flipped (same length) or the file cut short.
            let cache = harness.path(".pcsite/http-cache")
            let copies = try FileManager.default.contentsOfDirectory(atPath: cache).filter { $0.hasSuffix(".cached") }.map { "\(cache)/\($0)" }
                + FileManager.default.contentsOfDirectory(atPath: "\(cache)/contests").filter { $0.hasSuffix(".held") }
                    .map { "\(cache)/contests/\($0)" }
            #expect(copies.count >= backend.ids.count + 1)
            // One stored copy per document: details live only in the held files (as do one-page leaderboards).
            for path in copies where path.hasSuffix(".cached") {
                let text = String(decoding: try #require(FileManager.default.contents(atPath: path)), as: UTF8.self)
                let url = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().first.map(String.init) ?? ""
                #expect(url.contains("?page="), "\(url) has a copy in the HTTP cache")
            }
            for (number, path) in copies.sorted().enumerated() {
                var bytes = try #require(FileManager.default.contents(atPath: path))
                if number % 2 == 0 { bytes = bytes.prefix(bytes.count - 7) } else { bytes[bytes.count - 2] ^= 0x20 }
                try bytes.write(to: URL(fileURLWithPath: path))
            }
            let before = server.requests.count
            let report = await harness.buildFromAPI(options(harness, server, at: Self.start + 1, revalidateAll: true), into: "api")
            let run = server.requests.dropFirst(before)
            // No damaged copy is offered, so no 304 can hand one back: everything is fetched whole.
            #expect(run.allSatisfy { $0.headers["If-None-Match"].isEmpty && $0.headers["If-Modified-Since"].isEmpty })
            #expect(report.source?.notModifiedResponses == 0)
            #expect(report.exitStatus == 0)
            #expect(report.publishedNothing)
            // And what was fetched whole is kept again: the next recheck is conditional.
            let again = server.requests.count
            let third = await harness.buildFromAPI(options(harness, server, at: Self.start + 2, revalidateAll: true), into: "api")
            #expect(third.source?.notModifiedResponses == server.requests.count - again - (backend.ids.count - backend.withBoard.count))
        }
        let disk = await harness.build(DiskSource(root: FixtureAPI.fixtureContent), into: "disk")
        #expect(disk.fatal == nil)
        #expect(SiteHarness.differences(harness.path("disk"), harness.path("api")) == [])
    }

    @Test func listWithoutVersionsIsAskedConditionallyEveryRun() async throws {
        let harness = try SiteHarness()
        defer { harness.remove() }
        let backend = try Backend(versions: false)
        try await withServer({ backend.reply($0) }) { server in
            _ = await harness.buildFromAPI(options(harness, server, at: Self.start), into: "api")
            let before = server.requests.count
            let report = await harness.buildFromAPI(options(harness, server, at: Self.start + 1), into: "api")
            #expect(contests(asked: server.requests.dropFirst(before)) == Set(backend.ids))
            #expect(report.source?.fetched == backend.ids.count)
            #expect(report.source?.notModified == backend.ids.count)
            #expect(report.source?.skipped == 0)
            #expect(report.publishedNothing)
        }
    }

    @Test func retryAfterOnA503PausesEveryRequestThenTheContestBuilds() async throws {
        let harness = try SiteHarness()
        defer { harness.remove() }
        let backend = try Backend()
        let busy = try #require(backend.ids.first)
        let answered = Mutex(false)
        try await withServer({ request in
            if request.path == "/api/custom-contests/\(busy)", !answered.withLock({ $0 }) {
                answered.withLock { $0 = true }
                return .json(Array("restarting".utf8), status: 503, headers: [("Retry-After", "1")])
            }
            return backend.reply(request)
        }) { server in
            let report = await harness.buildFromAPI(options(harness, server, at: Self.start), into: "api")
            #expect(report.exitStatus == 0 || report.failed.isEmpty)
            #expect(report.built.contains(busy))
            let asks = server.requests(path: "/api/custom-contests/\(busy)")
            #expect(asks.count == 2)
            let gap = asks[1].at - asks[0].at
            #expect(gap >= .milliseconds(900), "Retry-After: 1 is honoured (\(gap))")
            #expect(gap < .seconds(3), "and bounded")
            // No other request started during the pause either.
            let during = server.requests.filter { $0.at > asks[0].at + .milliseconds(50) && $0.at < asks[0].at + .milliseconds(900) }
            #expect(during.isEmpty, "\(during.map(\.uri))")
        }
    }
}
