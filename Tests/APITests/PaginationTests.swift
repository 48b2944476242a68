import APISource
import Contracts
import Domain
import Foundation
import HTTPTestSupport
import Publishing
import TestSupport
import Testing

/// Paged documents that do not add up are refused: that contest fails cleanly (exit 1), or the whole
/// build when it is the contest list (exit 2).
@Suite struct PaginationTests {
    let api = try! FixtureAPI()
    static let bigID = "8a1d4e6f-2c3b-4f5a-8e9d-0b7c6a5f4e02"  // 260 rows: 26 pages of 10
    static let boardPath = "/api/custom-contests/\(bigID)/leaderboard"

    var board: (object: JSONObject, rows: [JSONValue]) {
        let object = api.entries.first { $0.id == Self.bigID }?.leaderboard ?? JSONObject(keys: [], values: [])
        guard case .array(let rows)? = object["rows"] else { return (object, []) }
        return (object, rows)
    }

    /// Serves the big leaderboard through `page`, everything else as usual.
    func run(_ harness: SiteHarness, page: @escaping @Sendable (Int) -> [UInt8]?) async throws -> BuildReport {
        let served = api
        return try await withServer({ request in
            if request.path == Self.boardPath {
                let number = URLComponents(string: "http://x" + request.uri)?.queryItems?
                    .first { $0.name == "page" }?.value.flatMap(Int.init) ?? 1
                if let body = page(number) { return .json(body) }
            }
            return served.reply(request)
        }) { server in await harness.buildFromAPI(harness.options(server), into: "api") }
    }

    func expectOnlyBigContestFailed(_ report: BuildReport, mentioning text: String) {
        #expect(report.exitStatus == 1)
        #expect(report.built.count == api.ids.count - 1)
        #expect(!report.built.contains(Self.bigID))
        let problem = report.problems.first { $0.source.contains(Self.boardPath) }
        #expect(problem?.message.contains("inconsistent pagination") == true)
        #expect(problem?.message.contains(text) == true)
    }

    @Test func totalPagesChangingMidFetchFailsThatContest() async throws {
        let harness = try SiteHarness()
        defer { harness.remove() }
        let (object, rows) = board
        let report = try await run(harness) { number in
            number >= 3 ? FixtureAPI.page(object, rowsKey: "rows", rows: rows, page: number, perPage: 10, totalPages: 27) : nil
        }
        expectOnlyBigContestFailed(report, mentioning: "total_pages changed from 26 to 27")
    }

    @Test func rowsShiftedIntoTheNextPageAreDetectedAsDuplicates() async throws {
        let harness = try SiteHarness()
        defer { harness.remove() }
        let (object, rows) = board
        // A row inserted upstream between requests pushes page 1's last row onto page 2.
        let report = try await run(harness) { number in
            guard number == 2 else { return nil }
            let shifted = Array(rows[9..<19])
            return FixtureAPI.page(object, rowsKey: "rows", rows: Array(repeating: .null, count: 10) + shifted,
                                   page: 2, perPage: 10, totalPages: 26, totalRows: 260)
        }
        expectOnlyBigContestFailed(report, mentioning: "appears on more than one page")
    }

    @Test func missingRowsAgainstTotalRowsFailThatContest() async throws {
        let harness = try SiteHarness()
        defer { harness.remove() }
        let (object, rows) = board
        let report = try await run(harness) { number in
            FixtureAPI.page(object, rowsKey: "rows", rows: rows, page: number, perPage: 10, totalPages: 26, totalRows: 261)
        }
        expectOnlyBigContestFailed(report, mentioning: "total_rows says 261 but the pages hold 260")
    }

    @Test func contestListShiftingMidFetchIsFatal() async throws {
        let harness = try SiteHarness()
        defer { harness.remove() }
        let served = api
        let items = api.ids.map { JSONValue.object(JSONObject(keys: ["contest_id"], values: [.string($0)])) }
        try await withServer({ request in
            guard request.path == "/api/custom-contests" else { return served.reply(request) }
            let number = URLComponents(string: "http://x" + request.uri)?.queryItems?
                .first { $0.name == "page" }?.value.flatMap(Int.init) ?? 1
            let object = JSONObject(keys: ["contests"], values: [.array([])])
            return .json(FixtureAPI.page(object, rowsKey: "contests", rows: items, page: number, perPage: 5,
                                         totalPages: number == 1 ? 3 : 4))
        }) { server in
            let report = await harness.buildFromAPI(harness.options(server, perPage: 5), into: "api")
            #expect(report.exitStatus == 2)
            #expect(report.fatal?.message.contains("total_pages changed from 3 to 4") == true)
        }
        #expect(!FileManager.default.fileExists(atPath: harness.path("api")))
    }
}
