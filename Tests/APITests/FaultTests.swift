import APISource
import Domain
import Foundation
import HTTPTestSupport
import Input
import Publishing
import TestSupport
import Testing

/// The API source through a flaky network: scripted faults on a real loopback server.
@Suite struct FaultTests {
    let api = try! FixtureAPI()
    var victim: String { api.ids[0] }
    var detailPath: String { "/api/custom-contests/\(victim)" }

    @Test func serverErrorThenSuccessIsRetriedAndBuildsTheSameSite() async throws {
        let harness = try SiteHarness()
        defer { harness.remove() }
        let (served, path, calls) = (api, detailPath, CallCounter())
        try await withServer({ request in
            if request.path == path, calls.next(path) == 1 { return .json(Array("oops".utf8), status: 500) }
            return served.reply(request)
        }) { server in
            let report = await harness.buildFromAPI(harness.options(server), into: "api")
            #expect(report.fatal == nil)
            #expect(server.requests(path: path).count == 2)
        }
        _ = await harness.build(DiskSource(root: FixtureAPI.fixtureContent), into: "disk")
        #expect(SiteHarness.differences(harness.path("disk"), harness.path("api")) == [])
    }

    @Test func persistentServerErrorIsRetriedThreeTimesThenFailsOnlyThatContest() async throws {
        let harness = try SiteHarness()
        defer { harness.remove() }
        // A good build first: the failing contest must keep its last good pages.
        let good = await harness.build(DiskSource(root: FixtureAPI.fixtureContent), into: "api")
        #expect(good.fatal == nil)
        let page = harness.path("api/contests/\(victim)/index.html")
        let before = FileManager.default.contents(atPath: page)
        #expect(before != nil)
        let (served, path) = (api, detailPath)
        try await withServer({ request in
            request.path == path ? .json(Array("down".utf8), status: 503) : served.reply(request)
        }) { server in
            let report = await harness.buildFromAPI(harness.options(server), into: "api")
            #expect(report.exitStatus == 1)
            #expect(server.requests(path: path).count == 4)  // 1 attempt + 3 retries, no more
            let problem = try #require(report.problems.first { $0.source == server.base + path })
            #expect(problem.message.contains("503"))
            #expect(!report.problems.description.contains("s3cret"))
            // It had published pages, so it keeps them: kept, not merely failed.
            #expect(report.kept == [victim])
        }
        #expect(FileManager.default.contents(atPath: page) == before)
    }

    @Test func hungResponseTimesOutAndIsBounded() async throws {
        let harness = try SiteHarness()
        defer { harness.remove() }
        let (served, path) = (api, detailPath)
        try await withServer({ request in request.path == path ? .hang : served.reply(request) }) { server in
            let start = ContinuousClock.now
            let report = await harness.buildFromAPI(
                harness.options(server, requestTimeout: .seconds(1), retries: 1), into: "api")
            let elapsed = ContinuousClock.now - start
            #expect(report.exitStatus == 1)
            #expect(server.requests(path: path).count == 2)
            #expect(elapsed < .seconds(30), "bounded, not hung (the whole build runs beside other suites)")
            let problem = try #require(report.problems.first { $0.source == server.base + path })
            #expect(problem.message.contains("timeout"))
        }
    }

    @Test func hangOnceThenAnswerSucceeds() async throws {
        let harness = try SiteHarness()
        defer { harness.remove() }
        let (served, path, calls) = (api, detailPath, CallCounter())
        try await withServer({ request in
            request.path == path && calls.next(path) == 1 ? .hang : served.reply(request)
        }) { server in
            let report = await harness.buildFromAPI(harness.options(server, requestTimeout: .seconds(1)), into: "api")
            #expect(report.exitStatus == 0)
            #expect(server.requests(path: path).count == 2)
        }
    }

    @Test func tooManyRequestsHonoursRetryAfter() async throws {
        let harness = try SiteHarness()
        defer { harness.remove() }
        let (served, path, calls) = (api, detailPath, CallCounter())
        try await withServer({ request in
            if request.path == path, calls.next(path) == 1 {
                return .json(Array("slow down".utf8), status: 429, headers: [("Retry-After", "1")])
            }
            return served.reply(request)
        }) { server in
            let report = await harness.buildFromAPI(harness.options(server), into: "api")
            #expect(report.exitStatus == 0)
            let attempts = server.requests(path: path)
            #expect(attempts.count == 2)
            if attempts.count == 2 {
                let gap = attempts[1].at - attempts[0].at
                #expect(gap >= .milliseconds(950))
                #expect(gap < .seconds(10), "Retry-After is honoured, not exceeded without bound")
            }
        }
    }

    @Test func connectionClosedMidBodyIsRetried() async throws {
        let harness = try SiteHarness()
        defer { harness.remove() }
        let (served, path, calls) = (api, detailPath, CallCounter())
        let detail = api.entries[0].detail
        try await withServer({ request in
            if request.path == path, calls.next(path) == 1 {
                return .truncated(body: Array(detail.prefix(40)), declaredLength: detail.count)
            }
            return served.reply(request)
        }) { server in
            let report = await harness.buildFromAPI(harness.options(server), into: "api")
            #expect(report.exitStatus == 0)
            #expect(server.requests(path: path).count == 2)
        }
    }

    @Test func truncatedJSONFailsThatContestWithItsURLAndPath() async throws {
        let harness = try SiteHarness()
        defer { harness.remove() }
        let (served, path) = (api, detailPath)
        let detail = api.entries[0].detail
        try await withServer({ request in
            request.path == path ? .json(Array(detail.prefix(detail.count / 2))) : served.reply(request)
        }) { server in
            let report = await harness.buildFromAPI(harness.options(server), into: "api")
            #expect(report.exitStatus == 1)
            #expect(server.requests(path: path).count == 1)  // a complete 200 is not retried
            let problem = try #require(report.problems.first { $0.source == server.base + path })
            #expect(problem.path == "$")
            #expect(report.built.count == served.ids.count - 1)
        }
    }

    @Test func unauthorizedListIsFatalAndPublishesNothing() async throws {
        let harness = try SiteHarness()
        defer { harness.remove() }
        try await withServer({ _ in .json(Array(#"{"error":"unauthorized"}"#.utf8), status: 401) }) { server in
            let report = await harness.buildFromAPI(harness.options(server, token: "wrong-token-value"), into: "api")
            #expect(report.exitStatus == 2)
            #expect(server.requests.count == 1)  // never retried
            #expect(report.fatal?.description.contains("401") == true)
            #expect(report.fatal?.description.contains("wrong-token-value") == false)
        }
        #expect(!FileManager.default.fileExists(atPath: harness.path("api")))
    }

    @Test func unreachableAPIIsFatal() async throws {
        let harness = try SiteHarness()
        defer { harness.remove() }
        let server = try await TestHTTPServer.start { _ in .hang }
        let options = harness.options(server, retries: 2)
        await server.stop()  // nothing listens on that port any more
        let start = ContinuousClock.now
        let report = await harness.buildFromAPI(options, into: "api")
        #expect(report.exitStatus == 2)
        #expect(ContinuousClock.now - start < .seconds(30), "bounded: connection refused is not retried forever")
        #expect(report.fatal?.source.hasPrefix(options.base + "/api/custom-contests") == true)
        #expect(report.fatal?.message.contains("after 3 attempts") == true)
        #expect(!FileManager.default.fileExists(atPath: harness.path("api")))
    }

    @Test func brokenListEndpointIsFatal() async throws {
        let harness = try SiteHarness()
        defer { harness.remove() }
        try await withServer({ _ in .json(Array(#"{"contests":[{"contest_id":"#.utf8)) }) { server in
            let report = await harness.buildFromAPI(harness.options(server), into: "api")
            #expect(report.exitStatus == 2)
            #expect(report.fatal?.path == "$")
        }
    }
}
