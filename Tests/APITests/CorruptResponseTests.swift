import APISource
import Contracts
import Domain
import Foundation
import HTTPTestSupport
import Input
import Publishing
import Synchronization
import TestSupport
import Testing

/// A response that does not parse is never held (issue 31): a CDN edge serving a half-written object sends a
/// 200 whose body is cut, under the real document's ETag, once. Had pcsite kept that body with its validators, it
/// would offer the ETag back, get 304 and parse the same broken body on every later run. One test per place a
/// body is held: a page of the contest list, a contest's detail, a one-page and a paged leaderboard.
@Suite struct CorruptResponseTests {
    static let start: Int64 = 1_800_000_000

    /// The fixture backend; `corrupt` names the one request (path and query) answered once with the good reply's
    /// status and headers — ETag included — but its body spoiled by `spoil`.
    final class Backend: Sendable {
        let api: Mutex<FixtureAPI>
        let corrupt = Mutex<String?>(nil)
        let spoil: @Sendable ([UInt8]) -> [UInt8]

        init(spoil: @escaping @Sendable ([UInt8]) -> [UInt8] = CorruptResponseTests.cut) throws {
            self.spoil = spoil
            var api = try FixtureAPI()
            api.listsVersions = true
            self.api = Mutex(api)
        }

        var withBoard: [(id: String, rows: Int)] {
            api.withLock { api in
                api.entries.compactMap { entry in
                    guard case .array(let rows)? = entry.leaderboard?["rows"], !rows.isEmpty else { return nil }
                    return (entry.id, rows.count)
                }
            }
        }

        var ids: [String] { api.withLock { $0.ids } }

        func reply(_ request: RecordedRequest) -> Reply {
            let good = api.withLock { $0.reply(request) }
            let once = corrupt.withLock { target -> Bool in
                guard target == request.uri else { return false }
                target = nil
                return true
            }
            guard once, case .respond(200, let headers, let body) = good else { return good }
            return .respond(status: 200, headers: headers, body: spoil(body))
        }

        /// New standings with a later generated_at (the list's version moves with it).
        func rescore(_ id: String) {
            api.withLock { api in
                api.update(id) { entry in
                    entry.leaderboard = entry.leaderboard?.setting("generated_at", .string("2026-03-01T12:00:00Z"))
                        .setting("leaderboard_state", .string("disputed"))
                }
            }
        }

        /// A new name and a new updated_at.
        func rename(_ id: String) {
            api.withLock { api in
                api.update(id) { entry in
                    var text = String(decoding: entry.detail, as: UTF8.self)
                    text = text.replacingOccurrences(of: "\"contest_name\": \"", with: "\"contest_name\": \"Renamed ")
                    text = text.replacingOccurrences(of: #""updated_at": "[^"]*""#, with: #""updated_at": "2026-03-01T12:00:00Z""#,
                                                     options: .regularExpression)
                    entry.detail = Array(text.utf8)
                }
            }
        }
    }

    /// Half the body: not JSON any more.
    static let cut: @Sendable ([UInt8]) -> [UInt8] = { Array($0.prefix($0.count / 2)) }

    /// JSON still, but a leaderboard whose `column_schema` is a string: it does not map.
    static let unmappable: @Sendable ([UInt8]) -> [UInt8] = { body in
        guard case .object(let object)? = try? JSONParser.parse(body) else { return body }
        return Array(JSONText.compact(.object(object.setting("column_schema", .string("columns")))).utf8)
    }

    func options(_ harness: SiteHarness, _ server: TestHTTPServer, at now: Int64, perPage: Int,
                 cache: String = ".pcsite/http-cache") -> APIOptions {
        var options = harness.options(server, perPage: perPage)
        options.cacheFolder = harness.path(cache)
        options.now = { now }
        return options
    }

    func uri(_ path: String, page: Int, perPage: Int = 10) -> String { "\(path)?page=\(page)&per_page=\(perPage)" }

    /// Runs one good build, changes the backend, answers `target` once with a cut body under its real ETag, and runs
    /// twice more. The run that got the cut body publishes nothing (a list page: exit 2) or keeps the last good
    /// pages of the contest it touched (exit 1, that contest only); the next run publishes what the backend serves.
    func play(change: (Backend) -> Void, corrupting target: String, contest: String?, perPage: Int = 10,
              spoil: @escaping @Sendable ([UInt8]) -> [UInt8] = cut) async throws {
        let harness = try SiteHarness()
        defer { harness.remove() }
        let backend = try Backend(spoil: spoil)
        try await withServer({ backend.reply($0) }) { server in
            let first = await harness.buildFromAPI(options(harness, server, at: Self.start, perPage: perPage), into: "api")
            #expect(first.fatal == nil)
            change(backend)
            backend.corrupt.withLock { $0 = target }
            let kept = harness.path(contest.map { "api/contests/\($0)" } ?? "api")
            let before = SiteHarness.files(in: kept)
            let poisoned = await harness.buildFromAPI(options(harness, server, at: Self.start + 300, perPage: perPage), into: "api")
            #expect(backend.corrupt.withLock { $0 } == nil, "the cut body was served")
            #expect(poisoned.exitStatus == (contest == nil ? 2 : 1))
            #expect(poisoned.failed == (contest.map { [$0] } ?? []))
            let named = String(target.prefix { $0 != "?" })
            #expect(poisoned.problems.contains { $0.source.contains(named) } || poisoned.fatal?.source.contains(named) == true,
                    "\(poisoned.problems) \(String(describing: poisoned.fatal))")
            #expect(SiteHarness.files(in: kept) == before)
            let healed = await harness.buildFromAPI(options(harness, server, at: Self.start + 600, perPage: perPage), into: "api")
            #expect(healed.fatal == nil)
            #expect(healed.failed.isEmpty, "\(healed.problems)")
            #expect(SiteHarness.files(in: kept) != before)
            // What a cold build (no cache, no manifest) makes of the backend now.
            let cold = await harness.buildFromAPI(options(harness, server, at: Self.start + 600, perPage: perPage, cache: ".cold"), into: "cold")
            #expect(cold.fatal == nil)
            #expect(healed.exitStatus == cold.exitStatus)
        }
        #expect(SiteHarness.differences(harness.path("cold"), harness.path("api")) == [])
    }

    @Test func aCutListPageCostsOneRunThenTheListIsAskedAgain() async throws {
        let target = try #require(try Backend().ids.first)
        try await play(change: { $0.rescore(target) }, corrupting: uri("/api/custom-contests", page: 1), contest: nil)
    }

    @Test func aCutDetailCostsOnlyThatContestThenItIsAskedAgain() async throws {
        let (target, _) = try #require(try Backend().withBoard.first)
        try await play(change: { $0.rename(target) }, corrupting: "/api/custom-contests/\(target)", contest: target)
    }

    /// A one-page leaderboard is held as sent, with its validators: here one that parses but does not map.
    @Test func anUnmappableOnePageLeaderboardCostsOnlyThatContestThenItIsAskedAgain() async throws {
        let (target, _) = try #require(try Backend().withBoard.first { $0.rows > 10 && $0.rows <= 50 })
        let path = "/api/custom-contests/\(target)/leaderboard"
        try await play(change: { $0.rescore(target) }, corrupting: uri(path, page: 1, perPage: 50), contest: target, perPage: 50,
                       spoil: Self.unmappable)
    }

    @Test func aCutPageOfAPagedLeaderboardCostsOnlyThatContestThenItIsAskedAgain() async throws {
        let (target, _) = try #require(try Backend().withBoard.first { $0.rows > 20 })
        let path = "/api/custom-contests/\(target)/leaderboard"
        try await play(change: { $0.rescore(target) }, corrupting: uri(path, page: 2), contest: target)
    }
}
