import Domain
import EveryCore
import Foundation
import Testing
@testable import Publishing
import TestSupport

/// The report is written by hand; whatever the problems say, it must stay JSON a monitor can read back.
@Suite struct ReportJSONTests {
    @Test func hostileTextRoundTripsThroughAJSONParser() throws {
        let nasty = "quote \" backslash \\ newline \n tab \t bell \u{7} del \u{7F} Zoë 🏆 </script>"
        var report = BuildReport()
        report.problems = [Problem(source: "contests/x/contest.json", path: "$.contest_name", message: nasty)]
        report.warnings = [nasty]
        report.built = ["x"]
        report.contests = [.init(id: "x", status: .built, problems: [nasty], warnings: [])]
        report.seconds = 0.25
        let folder = try temporaryFolder("report")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = "\(folder)/report.json"

        try ReportFile.write(report, to: path, finishedAt: Date(timeIntervalSince1970: 0), on: .everyCore)

        let root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        #expect(root["finished_at"] as? String == "1970-01-01T00:00:00Z")
        let body = try #require(root["report"] as? [String: Any])
        #expect(body["warnings"] as? [String] == [nasty])
        #expect((body["problems"] as? [String])?.first?.contains("$.contest_name") == true)
        #expect(body["status"] as? String == "partial")
        #expect(body["exit_status"] as? Int == 1)
        #expect(body["seconds"] as? Double == 0.25)
        #expect((body["counts"] as? [String: Int])?["built"] == 1)
        let record = try #require((body["contests"] as? [[String: Any]])?.first)
        #expect(record["problems"] as? [String] == [nasty])
        #expect(record["status"] as? String == "built")
    }

    /// A long array is made in batches on every core (the contest records of a million contests): the bytes are
    /// those of the same elements written one after another, across batches and waves of batches.
    @Test func aLongArrayMadeInBatchesIsTheArrayWrittenInOrder() {
        let element: @Sendable (Int) -> ReportJSON = { index in
            .object([("id", .string("contest-\(index)")), ("problems", .array(index % 997 == 0 ? [.string("p\(index)")] : [])),
                     ("status", .string(index % 3 == 0 ? "built" : "unchanged"))])
        }
        for count in [0, 1, 2_047, 2_049, 100_003] {
            func bytes(_ json: ReportJSON, threads: Int) -> [UInt8] {
                var written: [UInt8] = []
                ReportJSON.object([("contests", json), ("z", .int(count))]).write(on: Parallel(threads: threads)) { written += $0 }
                return written
            }
            let plain = bytes(.array((0..<count).map(element)), threads: 1)
            for threads in [1, 2, 8] {
                let batched = bytes(.elements(count: count, element: element), threads: threads)
                #expect(batched == plain, "\(count) elements on \(threads) threads")
            }
            #expect(count < 100_000 || plain.count > 8 << 20)
        }
    }
}
