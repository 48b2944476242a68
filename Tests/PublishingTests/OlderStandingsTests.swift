import Domain
import Foundation
import Input
@testable import SiteState
import TestSupport
import Testing
@testable import Publishing

/// CONTRACT §6 "Never older over newer": documents older than the live pages keep the live pages (exit 1),
/// until they are newer again or `--allow-older` publishes them.
@Suite struct OlderStandingsTests {
    let id = "1b5e9d3c-4a7f-4b2e-9c6d-8f0a2e4b6c04"

    private func build(_ site: TestSite, allowOlder: Bool = false) async throws -> BuildReport {
        try await site.build { $0.allowOlder = allowOlder }
    }

    private func contestPage(_ site: TestSite) throws -> String {
        try String(contentsOfFile: "\(site.output())/contests/\(id)/index.html", encoding: .utf8)
    }

    /// Renames the contest (so its pages would change) and moves its leaderboard's `generated_at`.
    private func republish(_ site: TestSite, name: String, generatedAt: String) throws {
        try site.edit(id) { $0.replacingOccurrences(of: #""contest_name": ""#, with: #""contest_name": "\#(name) "#) }
        try site.edit(id, file: "leaderboard.json") {
            $0.replacing(#/"generated_at": "[^"]*"/#, with: #""generated_at": "\#(generatedAt)""#)
        }
    }

    @Test func olderStandingsKeepTheLivePagesAndNameBothTimes() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        #expect(try await build(site).exitStatus == 0)
        let live = try contestPage(site)

        try republish(site, name: "Lagging", generatedAt: "2026-01-16T13:55:00.000Z")
        let report = try await build(site)

        #expect(report.exitStatus == 1)
        #expect(report.kept == [id])
        #expect(try contestPage(site) == live)
        let lines = report.problems.map(\.description).filter { $0.contains("older than the live") }
        #expect(lines.count == 1)
        // 14:00 and 13:55 UTC in the sample's zone, America/New_York.
        #expect(lines.first?.contains("standings from 2026-01-16 08:55 America/New_York are older than the live ones "
            + "from 2026-01-16 09:00 America/New_York") == true, "\(lines)")
        #expect(lines.first?.contains("contests/\(id)") == true, "the line names the contest: \(lines)")

        // Still older next run: still refused, the alert does not clear by itself.
        let again = try await build(site)
        #expect(again.exitStatus == 1)
        #expect(try contestPage(site) == live)

        // Newer than the live ones: published.
        try republish(site, name: "Caught up", generatedAt: "2026-01-16T14:05:00.000Z")
        let caughtUp = try await build(site)
        #expect(caughtUp.exitStatus == 0)
        #expect(try contestPage(site).contains("Caught up"))
    }

    @Test func allowOlderPublishesThemAnyway() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        #expect(try await build(site).exitStatus == 0)
        try republish(site, name: "Restored", generatedAt: "2026-01-10T00:00:00Z")

        let report = try await build(site, allowOlder: true)

        #expect(report.exitStatus == 0)
        #expect(report.built == [id])
        #expect(try contestPage(site).contains("Restored"))
        // What is live now is the restored standings: the next plain build compares with them.
        #expect(try await build(site).exitStatus == 0)
    }

    @Test func anOlderContestUpdateIsRefusedToo() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        #expect(try await build(site).exitStatus == 0)
        let live = try contestPage(site)
        try site.edit(id) {
            $0.replacingOccurrences(of: "2026-01-16T14:20:45.250Z", with: "2026-01-16T14:19:00Z")
                .replacingOccurrences(of: #""contest_name": ""#, with: #""contest_name": "Older "#)
        }

        let report = try await build(site)

        #expect(report.exitStatus == 1)
        #expect(try contestPage(site) == live)
        #expect(report.problems.contains { $0.description.contains(
            "contest updated 2026-01-16 09:19 America/New_York is older than the live one from 2026-01-16 09:20 America/New_York") },
            "\(report.problems)")
    }

    @Test func theManifestRemembersThePublishedTimesAndAnEarlierFormatIsAFullBuild() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        #expect(try await build(site).exitStatus == 0)
        let published = Manifest.load(forOutput: site.output(), repair: false).manifest
        let entry = try #require(published.contests[id])
        #expect(entry.generatedAt == ISO8601DateFormatter().date(from: "2026-01-16T14:00:00Z")?.timeIntervalSince1970)
        #expect(try await build(site).built.isEmpty)

        // The same manifest under the format number before this one: no manifest, so every contest is rendered.
        let path = Manifest.path(forOutput: site.output())
        var bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
        bytes.replaceSubrange(0..<Manifest.magic.count, with: Array("pcsite-manifest \(Manifest.version - 1)\n".utf8))
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(Manifest.load(forOutput: site.output(), repair: false).manifest.contests.isEmpty)
        let rebuilt = try await build(site)
        #expect(rebuilt.exitStatus == 0 && rebuilt.built.count == published.contests.count && rebuilt.built.contains(id))
    }
}
