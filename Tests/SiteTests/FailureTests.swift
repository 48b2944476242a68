import Foundation
import Testing
import TestSupport

/// Bad input: one clear line per problem, the rest of the site still built, nothing published on fatal errors.
@Suite struct FailureTests {
    @Test func invalidContestIsReportedWithPathAndTheRestBuilds() async throws {
        let content = try SampleSite.copyOfContent()
        let file = "\(content)/contests/\(SampleSite.scoringContest)/contest.json"
        var json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any] ?? [:]
        json.removeValue(forKey: "contest_name")
        var payouts = json["payout_table"] as? [[String: Any]] ?? []
        payouts[0].removeValue(forKey: "rank_min")
        json["payout_table"] = payouts
        try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: file))

        let (report, output) = try await SampleSite.build(contentFolder: content)
        #expect(report.exitStatus == 1)
        let lines = report.problems.map(\.description)
        #expect(lines.contains("\(file): $.contest_name: missing required key"))
        #expect(lines.contains("\(file): $.payout_table[0].rank_min: missing required key"))
        #expect(report.built.count == 14)
        #expect(!FileManager.default.fileExists(atPath: "\(output)/contests/\(SampleSite.scoringContest)/index.html"))
        #expect(FileManager.default.fileExists(atPath: "\(output)/contests/\(SampleSite.hostileContest)/index.html"))
    }

    @Test func missingSourceFolderPublishesNothing() async throws {
        let (report, output) = try await SampleSite.build(contentFolder: "/nonexistent/pcsite/content")
        #expect(report.exitStatus == 2)
        #expect(report.fatal?.description == "/nonexistent/pcsite/content: source folder does not exist")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func brokenTemplateIsExitTwoAndKeepsThePublishedSite() async throws {
        let templates = try temporaryFolder("templates")
        try FileManager.default.createDirectory(atPath: "\(templates)/default", withIntermediateDirectories: true)
        try "{{#content}}unclosed".write(toFile: "\(templates)/default/contest.html.mustache", atomically: true, encoding: .utf8)
        let (report, output) = try await SampleSite.build(templates: templates)
        #expect(report.exitStatus == 2)
        #expect(report.fatal?.source == "\(templates)/default/contest.html.mustache")
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}
