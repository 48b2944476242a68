import Foundation
import OutputTree
import TestSupport
import Testing
@testable import Publishing

/// Writes a full disk cannot single out — a failing manifest save, report, swap, or one page among many —
/// made to fail through the build's `WriteFaults` seam with each errno a sick disk gives. Before the swap,
/// any failure publishes nothing and the report on disk still describes the published site; after it, the new
/// site stands and the manifest and report recover.
@Suite struct WriteFaultTests {
    static let codes: [Int32] = [ENOSPC, EIO, EDQUOT, EROFS, EACCES]
    let invalid = "9e6c4a2b-8d0f-4a1c-b7e3-5f9d1b3c7a07"

    /// Steps before the swap, each with the path the fault is injected at.
    static let beforeSwap: [(WriteStep, String)] = [
        (.file, "contests/3f9c2b1e-7d4a-4c8e-9b2f-1a6e5d0c7b01/index.html"), (.file, "index.html"),
        (.keep, "contests/9e6c4a2b-8d0f-4a1c-b7e3-5f9d1b3c7a07"), (.pending, "3f9c2b1e-7d4a-4c8e-9b2f-1a6e5d0c7b01"),
        (.file, "build.json"), (.manifest, "pending"), (.report, "pending"), (.swap, ""),
    ]

    @Test(arguments: [1, 2]) func aFailedWriteBeforeTheSwapPublishesNothing(buildsBefore: Int) async throws {
        // Every errno at one step, and one errno (in turn) at each of the others: the handling is the same code.
        let cases = Self.codes.map { (Self.beforeSwap[0], $0) }
            + Self.beforeSwap.dropFirst().enumerated().map { ($1, Self.codes[$0 % Self.codes.count]) }
        for ((step, path), code) in cases {
            do {
                let site = try TestSite.sample()
                defer { site.remove() }
                for round in 0..<buildsBefore {
                    try site.retitle("Round \(round)")
                    #expect(try await site.build(into: site.output()).exitStatus == 0)
                }
                // The invalid contest's last good pages are linked from the published tree (after one build there
                // is no spare to reuse them from), and a new title makes every other page new.
                let document = "\(site.contestFolder(invalid))/contest.json"
                let valid = try String(contentsOfFile: document, encoding: .utf8)
                try "{".write(toFile: document, atomically: true, encoding: .utf8)
                try site.retitle("Faulty")
                let before = snapshot(site.output())
                let reportBefore = FileManager.default.contents(atPath: ReportFile.defaultPath(forOutput: site.output()))
                let result = try await site.build(into: site.output(), faults: WriteFaults { at, where_ in
                    at == step && where_ == path ? code : nil
                })
                let label = "\(step) \(path) \(String(cString: strerror(code)))"
                #expect(result.exitStatus == 2, "\(label): \(result.summaryLine)")
                #expect(snapshot(site.output()) == before, "\(label): the published site changed")
                let fatal = result.fatal?.description ?? ""
                #expect(fatal.contains(String(cString: strerror(code))) && !fatal.contains("errno"), "\(label): \(fatal)")
                // Join pages wait outside the output until published; everything else is named by its published path.
                #expect(step == .pending || !fatal.contains(".staging-"), "name the published path: \(fatal)")
                let onDisk = FileManager.default.contents(atPath: ReportFile.defaultPath(forOutput: site.output()))
                #expect(onDisk == reportBefore || reportOnDisk(forOutput: site.output())?["exit_status"] as? Int == 2, "\(label)")
                #expect(leftovers(beside: site).isEmpty, "\(label): \(leftovers(beside: site))")
                // Nothing it left behind misleads the next build: it ends where a fresh build of the same input does.
                try valid.write(toFile: document, atomically: true, encoding: .utf8)
                let next = try await site.build(into: site.output())
                let fresh = try await site.build(into: site.output("fresh"), full: true)
                #expect(fresh.exitStatus == 0)
                #expect(next.exitStatus == 0 && snapshot(site.output()) == snapshot(site.output("fresh")), "\(label)")
            }
        }
    }

    @Test func aManifestThatCannotBePromotedAfterTheSwapIsRecoveredByTheNextRun() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        #expect(try await site.build(into: site.output()).exitStatus == 0)
        try site.retitle("New")
        let result = try await site.build(into: site.output(), faults: WriteFaults { step, path in
            step == .manifest && path == "promote" ? EIO : nil
        })
        #expect(result.exitStatus == 1)
        #expect(result.problems.map(\.description).contains { $0.contains("Input/output error") && !$0.contains("errno") })
        #expect(incompletePages(snapshot(site.output())).isEmpty)
        #expect(String(decoding: snapshot(site.output())["index.html"] ?? Data(), as: UTF8.self).contains("New"))
        // The pending manifest saved before the swap describes the new site: nothing is re-rendered.
        let next = try await site.build(into: site.output())
        #expect(next.exitStatus == 0 && next.built.isEmpty && next.unchanged.count == site.contestIDs.count)
    }

    @Test func aReportThatCannotBeRewrittenAfterTheSwapFallsBackToTheOneSavedBeforeIt() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        #expect(try await site.build(into: site.output()).exitStatus == 0)
        try site.retitle("New")
        let result = try await site.build(into: site.output(), faults: WriteFaults { step, path in
            step == .report && path == "final" ? ENOSPC : nil
        })
        #expect(result.exitStatus == 0)
        let onDisk = try #require(reportOnDisk(forOutput: site.output()))
        #expect(onDisk["exit_status"] as? Int == 0)
        #expect((onDisk["counts"] as? [String: Int])?["built"] == site.contestIDs.count)
        #expect(publishedIDs(in: onDisk) == contestFolders(in: snapshot(site.output())))
        #expect(leftovers(beside: site).isEmpty)
    }

    @Test func noReportAtAllRatherThanOneDescribingTheReplacedSite() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        #expect(try await site.build(into: site.output()).exitStatus == 0)
        try site.retitle("New")
        let result = try await site.build(into: site.output(), faults: WriteFaults { step, path in
            step == .report && (path == "final" || path == "promote") ? EROFS : nil
        })
        #expect(result.exitStatus == 1)
        #expect(result.reportFailure?.description.hasSuffix("cannot write the build report: Read-only file system") == true)
        #expect(reportOnDisk(forOutput: site.output()) == nil)
        #expect(String(decoding: snapshot(site.output())["index.html"] ?? Data(), as: UTF8.self).contains("New"))
    }
}
