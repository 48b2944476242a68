import Foundation
import OutputTree
import TestSupport
import Testing
@testable import Publishing

/// `pcsite build` is a list of named steps timed by one clock: `--verbose` shows every step, in order, and
/// the JSON report records every step before its own.
@Suite struct BuildStepsTests {
    @Test func everyStepIsTimedInOrderAndRecordedInTheReport() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        let first = try await site.build(into: site.output())
        #expect(first.exitStatus == 0)
        #expect(first.phases.map(\.name) == ["load", "plan", "render", "write", "swap", "report"])
        #expect(first.phases.allSatisfy { $0.seconds >= 0 } && first.phases.map(\.seconds).reduce(0, +) <= first.seconds)
        #expect(try phasesOnDisk(site) == ["load", "plan", "render", "write", "swap"])

        let unchanged = try await site.build(into: site.output())
        #expect(unchanged.publishedNothing)
        #expect(unchanged.phases.map(\.name) == ["load", "plan", "report"])
        #expect(try phasesOnDisk(site) == ["load", "plan"])
    }

    @Test func aRunWithoutAReportTimesNoReportStep() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        let check = try await site.build(dryRun: true)
        #expect(check.exitStatus == 0)
        #expect(check.phases.map(\.name) == ["load", "plan", "render", "write", "swap"])
    }

    @Test func aFailedStepStopsTheListAndTheReportSaysNothingWasPublished() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        let templates = site.root.appendingPathComponent("templates/default")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try "{{#unclosed}}".write(to: templates.appendingPathComponent("index.html.mustache"), atomically: true, encoding: .utf8)
        let report = try await site.build(templates: site.root.appendingPathComponent("templates").path)
        #expect(report.exitStatus == 2 && report.fatal != nil)
        #expect(report.phases.isEmpty, "templates load in the first step; nothing was timed")
        #expect(!FileManager.default.fileExists(atPath: site.output()))
    }

    /// The step names of the report on disk, in the order written.
    private func phasesOnDisk(_ site: TestSite) throws -> [String] {
        let data = try #require(FileManager.default.contents(atPath: ReportFile.defaultPath(forOutput: site.output())))
        let text = String(decoding: data, as: UTF8.self)
        let object = try #require(reportOnDisk(forOutput: site.output())?["phases"] as? [String: Double])
        return object.keys.sorted { text.range(of: "\"\($0)\":")!.lowerBound < text.range(of: "\"\($1)\":")!.lowerBound }
    }
}
