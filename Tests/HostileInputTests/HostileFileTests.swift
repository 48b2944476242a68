import Domain
import Foundation
import Input
import Testing

/// Hostile files: each gives one clear line naming the file, the rest of the site still builds,
/// and nothing outside the output folder changes.
@Suite(.timeLimit(.minutes(2))) struct HostileFileTests {
    static let badID = "bad-contest"

    /// Builds with the hostile contest in place and checks the invariants every case shares.
    private func buildExpectingOneBadContest(_ site: HostileSite, message: String,
                                             file: String = "leaderboard.json") async throws {
        let before = site.outsideListing()
        let report = try await site.build()
        #expect(report.fatal == nil)
        #expect(report.exitStatus == 1)
        let path = "\(site.folder(Self.badID))/\(file)"
        #expect(report.lines.contains { $0.hasPrefix("\(path): ") && $0.contains(message) }, "\(report.lines)")
        #expect(report.built == [HostileSite.goodID])
        #expect(site.exists("contests/\(HostileSite.goodID)/index.html"))
        #expect(!site.exists("contests/\(Self.badID)"))
        #expect(site.outsideListing() == before)
        #expect(site.siteFolderEntries() == [".pcsite", "public"])
    }

    @Test func deeplyNestedJSONIsAClearErrorNotAStackOverflow() async throws {
        let site = try HostileSite()
        defer { site.remove() }
        try site.writeContest(HostileSite.contest(id: Self.badID))
        let depth = 1_000_000
        try site.write(String(repeating: "[", count: depth) + String(repeating: "]", count: depth),
                       to: "\(site.folder(Self.badID))/leaderboard.json")
        try await buildExpectingOneBadContest(site, message: "$: invalid JSON at line 1, column 257: nesting deeper than 256 levels")
    }

    @Test func documentOverTheSizeLimitIsRefusedNamingTheFile() async throws {
        var site = try HostileSite()
        defer { site.remove() }
        site.limits = DocumentLimits(maxDocumentBytes: 4_096)
        try site.writeContest(HostileSite.contest(id: Self.badID))
        let rows = (0..<1_000).map { ["rank": $0, "user_name": "player \($0)"] as [String: Any] }
        try site.write(try JSONSerialization.data(withJSONObject: HostileSite.leaderboard(
            id: Self.badID, columns: [["id": "rank"]], rows: rows)), to: "\(site.folder(Self.badID))/leaderboard.json")
        try await buildExpectingOneBadContest(site, message: "over the limit of 4096")
    }

    @Test func wideSchemaOverManyTinyRowsIsRefusedBeforePadding() async throws {
        let site = try HostileSite()
        defer { site.remove() }
        try site.writeContest(HostileSite.contest(id: Self.badID))
        // 200,000 columns × 100 empty rows: 2.6 MB of JSON that would pad out to 20 million "—" cells.
        let columns = (0..<200_000).map { "{\"id\":\"c\($0)\"}" }.joined(separator: ",")
        let rows = Array(repeating: "{}", count: 100).joined(separator: ",")
        try site.write("{\"column_schema\":[\(columns)],\"rows\":[\(rows)]}", to: "\(site.folder(Self.badID))/leaderboard.json")
        try await buildExpectingOneBadContest(
            site, message: "$.column_schema: 200000 columns × 100 rows is over the limit of 10000000 cells")
    }

    @Test func aMillionBadRowsGiveAHundredLinesNotAMillion() async throws {
        let site = try HostileSite()
        defer { site.remove() }
        try site.writeContest(HostileSite.contest(id: Self.badID))
        let rows = Array(repeating: "1", count: 1_000_000).joined(separator: ",")
        try site.write("{\"column_schema\":[],\"rows\":[\(rows)]}", to: "\(site.folder(Self.badID))/leaderboard.json")
        try await buildExpectingOneBadContest(site, message: "$: 999900 more problems not listed")
        let report = try await site.build()
        #expect(report.problems.count == 101)
        #expect(report.lines.first == "\(site.folder(Self.badID))/leaderboard.json: $.rows[0]: expected object, got number")
    }

    @Test func leaderboardCellLimitIsConfigurable() async throws {
        var site = try HostileSite()
        defer { site.remove() }
        site.limits = DocumentLimits(maxLeaderboardCells: 1_000)
        try site.writeContest(HostileSite.contest(id: Self.badID), leaderboard: HostileSite.leaderboard(
            id: Self.badID, columns: (0..<100).map { ["id": "c\($0)"] }, rows: Array(repeating: [:], count: 20)))
        try await buildExpectingOneBadContest(site, message: "100 columns × 20 rows is over the limit of 1000 cells")
    }

    @Test func fifoNamedLeaderboardIsRefusedWithoutWaiting() async throws {
        let site = try HostileSite()
        defer { site.remove() }
        try site.writeContest(HostileSite.contest(id: Self.badID))
        // No writer ever opens it: reading it would block forever.
        #expect(mkfifo("\(site.folder(Self.badID))/leaderboard.json", 0o644) == 0)
        let clock = ContinuousClock.now
        try await buildExpectingOneBadContest(site, message: "not a regular file")
        #expect(ContinuousClock.now - clock < .seconds(30))
    }

    @Test func fifoNamedContestIsRefused() async throws {
        let site = try HostileSite()
        defer { site.remove() }
        try FileManager.default.createDirectory(atPath: site.folder(Self.badID), withIntermediateDirectories: true)
        #expect(mkfifo("\(site.folder(Self.badID))/contest.json", 0o644) == 0)
        try await buildExpectingOneBadContest(site, message: "not a regular file", file: "contest.json")
    }

    @Test func nonUTF8BytesAreAClearError() async throws {
        let site = try HostileSite()
        defer { site.remove() }
        var bytes = Data("{\"contest_id\": \"\(Self.badID)\", \"contest_name\": \"caf".utf8)
        bytes += Data([0xC3, 0x28, 0xFF, 0xFE])
        bytes += Data("\"}".utf8)
        try site.write(bytes, to: "\(site.folder(Self.badID))/contest.json")
        try await buildExpectingOneBadContest(site, message: "not valid UTF-8", file: "contest.json")
    }

    @Test func symlinkedContestFileOutsideTheSnapshotIsRefused() async throws {
        let site = try HostileSite()
        defer { site.remove() }
        let outside = "\(site.root)/outside.json"
        try site.write(try JSONSerialization.data(withJSONObject: HostileSite.contest(id: Self.badID)), to: outside)
        try FileManager.default.createDirectory(atPath: site.folder(Self.badID), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: "\(site.folder(Self.badID))/contest.json", withDestinationPath: outside)
        try await buildExpectingOneBadContest(site, message: "refusing a symbolic link that points outside", file: "contest.json")
    }

    @Test func symlinkedContestFolderOutsideTheSnapshotIsRefused() async throws {
        let site = try HostileSite()
        defer { site.remove() }
        let outside = "\(site.root)/elsewhere"
        try site.write(try JSONSerialization.data(withJSONObject: HostileSite.contest(id: Self.badID)),
                       to: "\(outside)/contest.json")
        try FileManager.default.createSymbolicLink(atPath: site.folder(Self.badID), withDestinationPath: outside)
        let before = site.outsideListing()
        let report = try await site.build()
        // The wording after "outside" names the root on main and says "the snapshot root" here; either is fine.
        #expect(report.lines.count == 1)
        #expect(report.lines.first?.hasPrefix("\(site.folder(Self.badID)): refusing a symbolic link that points outside") == true)
        #expect(report.built == [HostileSite.goodID])
        #expect(site.outsideListing() == before)
    }

    /// The incremental build must not carry such a folder over as unchanged just because its files are the same.
    @Test func contestFolderMovedOutsideAndLinkedBackIsRefusedOnTheNextRun() async throws {
        let site = try HostileSite()
        defer { site.remove() }
        try site.writeContest(HostileSite.contest(id: Self.badID))
        #expect(try await site.build().built.contains(Self.badID))
        let outside = "\(site.root)/elsewhere"
        try FileManager.default.moveItem(atPath: site.folder(Self.badID), toPath: outside)
        try FileManager.default.createSymbolicLink(atPath: site.folder(Self.badID), withDestinationPath: outside)

        let report = try await site.build()

        #expect(!report.unchanged.contains(Self.badID))
        #expect(report.lines.first?.hasPrefix("\(site.folder(Self.badID)): refusing a symbolic link that points outside") == true)
    }

    @Test func symlinkedContentPageOutsideTheFolderIsRefused() async throws {
        let site = try HostileSite()
        defer { site.remove() }
        try site.write("# Secret\n", to: "\(site.root)/secret.md")
        try site.write("# About\n", to: "\(site.content)/pages/about.md")
        try FileManager.default.createSymbolicLink(atPath: "\(site.content)/pages/secret.md",
                                                   withDestinationPath: "\(site.root)/secret.md")
        let report = try await site.build()
        #expect(report.lines.contains { $0.hasPrefix("\(site.content)/pages/secret.md: refusing a symbolic link") })
        #expect(site.exists("pages/about/index.html"))
        #expect(!site.exists("pages/secret"))
        #expect(site.exists("contests/\(HostileSite.goodID)/index.html"))
    }

    @Test func fifoContentPageIsRefusedWithoutWaiting() async throws {
        let site = try HostileSite()
        defer { site.remove() }
        try site.write("# About\n", to: "\(site.content)/pages/about.md")
        #expect(mkfifo("\(site.content)/pages/endless.md", 0o644) == 0)
        let report = try await site.build()
        #expect(report.lines.contains("\(site.content)/pages/endless.md: not a regular file"), "\(report.lines)")
        #expect(site.exists("pages/about/index.html"))
        #expect(site.exists("contests/\(HostileSite.goodID)/index.html"))
    }
}
