import Domain
import Foundation
import Input
import OutputTree
import Rendering
@testable import SiteState
import TestSupport
import Testing
@testable import Publishing

/// A run where nothing changed publishes nothing; a run where anything changed, however small, still goes
/// through the whole build and ends where a fresh build ends.
@Suite struct NoOpCheckTests {
    let renamed = "3f9c2b1e-7d4a-4c8e-9b2f-1a6e5d0c7b01"
    let removed = "1b5e9d3c-4a7f-4b2e-9c6d-8f0a2e4b6c04"

    @Test func aRunWithNothingChangedTouchesNothing() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        _ = try await site.build()
        _ = try await site.build()
        let stamps = fileStamps(site.output())
        let manifest = try Data(contentsOf: URL(fileURLWithPath: Manifest.path(forOutput: site.output())))
        let outputInode = Inode.number(site.output())
        let spareInode = Inode.number(SpareTree.folder(forOutput: site.output()))

        let report = try await site.build()

        #expect(report.publishedNothing)
        #expect(report.exitStatus == 0)
        #expect(report.unchanged == site.contestIDs && report.built.isEmpty && report.removed.isEmpty)
        #expect(report.filesUnchanged == stamps.count && report.filesWritten == 0)
        #expect(report.summaryLine.contains("nothing to publish"))
        #expect(fileStamps(site.output()) == stamps)
        #expect(Inode.number(site.output()) == outputInode)
        #expect(Inode.number(SpareTree.folder(forOutput: site.output())) == spareInode)
        #expect(try Data(contentsOf: URL(fileURLWithPath: Manifest.path(forOutput: site.output()))) == manifest)
        _ = try await site.build(out: "fresh")
        #expect(snapshot(site.output()) == snapshot(site.output("fresh")))
    }

    @Test func everyKindOfChangeIsPublishedAndThenRestsAgain() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        let templates = site.root.appendingPathComponent("templates").path
        try FileManager.default.createDirectory(atPath: "\(templates)/default/assets", withIntermediateDirectories: true)
        _ = try await site.build(templates: templates)
        var step = 0
        func expectPublished(_ change: String) async throws {
            step += 1
            let report = try await site.build(templates: templates)
            #expect(!report.publishedNothing, "after: \(change)")
            _ = try await site.build(out: "fresh-\(step)", templates: templates)
            #expect(snapshot(site.output()) == snapshot(site.output("fresh-\(step)")), "after: \(change)")
            #expect(try await site.build(templates: templates).publishedNothing, "the run after: \(change)")
        }

        let about = "\(site.content)/pages/about.md"
        try (try String(contentsOfFile: about, encoding: .utf8) + "\nA line added to the page body.\n")
            .write(toFile: about, atomically: true, encoding: .utf8)
        try await expectPublished("a content page's body edited (its name and title are not)")
        #expect(try String(contentsOfFile: "\(site.output())/pages/about/index.html", encoding: .utf8)
            .contains("A line added to the page body."))

        try Data("one".utf8).write(to: URL(fileURLWithPath: "\(templates)/default/assets/extra.txt"))
        try await expectPublished("an asset added")
        try Data("two".utf8).write(to: URL(fileURLWithPath: "\(templates)/default/assets/extra.txt"))
        try await expectPublished("an asset's bytes changed")
        #expect(try String(contentsOfFile: "\(site.output())/assets/extra.txt", encoding: .utf8) == "two")

        try site.edit(renamed) { $0 }
        try await expectPublished("a document rewritten with the same bytes (new inode)")
        try site.edit(renamed) { $0.replacingOccurrences(of: "\"contest_name\": \"", with: "\"contest_name\": \"Renamed ") }
        try await expectPublished("one contest renamed")
        let aside = site.root.appendingPathComponent("aside").path
        try FileManager.default.moveItem(atPath: site.contestFolder(removed), toPath: aside)
        try await expectPublished("contest removed")
        try FileManager.default.moveItem(atPath: aside, toPath: site.contestFolder(removed))
        try await expectPublished("contest added")
    }

    /// A manifest cut among its entries or in the last bytes that lead to its no-op trailer is none: every contest
    /// is rendered again. A flipped byte in a signature the check recorded costs a run through the whole build,
    /// which carries every contest over from the intact entries. Never a wrong page; the run after rests again.
    @Test func aDamagedManifestOrCheckCostsABuildNeverAWrongPage() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        _ = try await site.build()
        _ = try await site.build(out: "fresh")
        let path = Manifest.path(forOutput: site.output())
        let whole = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(NoOpTrailer.read(path)?.signatures.count == site.contestIDs.count)
        // The last signature's last hex digit: the check ends with it, its notes' count (none) and its start.
        var flipped = whole
        let digit = whole.count - Manifest.footerSize - 8 - 1
        flipped[digit] = flipped[digit] == UInt8(ascii: "0") ? UInt8(ascii: "1") : UInt8(ascii: "0")
        for (damage, bytes, renders) in [("cut among the entries", Array(whole.prefix(whole.count / 2)), true),
                                         ("cut in the last bytes", Array(whole.prefix(whole.count - 5)), true),
                                         ("a recorded signature changed", flipped, false)] {
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let report = try await site.build()
            #expect(!report.publishedNothing && report.exitStatus == 0, "\(damage)")
            #expect(Set(report.built) == (renders ? Set(site.contestIDs) : []), "\(damage)")
            #expect(snapshot(site.output()) == snapshot(site.output("fresh")), "\(damage)")
            #expect(try await site.build().publishedNothing, "the run after: \(damage)")
        }
    }

    /// A contest whose pages were rendered with warnings reports them again on every run that keeps its pages.
    @Test func aRunWithNothingChangedReportsTheWarningsOfThePagesItKeeps() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        try site.edit(renamed, file: "leaderboard.json") { $0.replacingOccurrences(of: "\"points\": 312.4", with: "\"points\": \"lots\"") }
        let built = try await site.build()
        let warnings = try #require(built.contests.first { $0.id == renamed }?.warnings)
        #expect(!warnings.isEmpty && built.warnings == warnings)

        let report = try await site.build()
        #expect(report.publishedNothing)
        #expect(report.contests.first { $0.id == renamed } == .init(id: renamed, status: .unchanged, problems: [], warnings: warnings))
        #expect(report.contests.filter { $0.id != renamed }.allSatisfy { $0.status == .unchanged && $0.warnings.isEmpty && $0.problems.isEmpty })
        #expect(report.warnings == warnings && report.problems.isEmpty)
    }

    @Test func aContestKeptAsLastGoodIsRetriedOnEveryRun() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        _ = try await site.build()
        try site.edit(renamed) { _ in "{ not json" }
        for run in 1...2 {
            let report = try await site.build()
            #expect(!report.publishedNothing, "run \(run)")
            #expect(report.kept == [renamed] && report.exitStatus == 1, "run \(run)")
        }
    }

    @Test func aConfigChangeOrFullRunIsNotNothing() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        _ = try await site.build()
        let config = site.root.appendingPathComponent("pcsite.yml").path
        try (try String(contentsOfFile: config, encoding: .utf8).replacingOccurrences(of: "title:", with: "title: New"))
            .write(toFile: config, atomically: true, encoding: .utf8)
        #expect(try await site.build().publishedNothing == false)
        #expect(try await site.build().publishedNothing)
        #expect(try await site.build(full: true).publishedNothing == false)
    }

    /// The records of a run that published nothing are made in batches on every core: in listing order, each
    /// contest's stored problems and warnings with it, across the batches' edges.
    @Test func aLargeUnchangedSitesRecordsKeepTheirOrderAndNotesAcrossBatches() {
        let count = 20_000
        let references = (0..<count).map { ContestReference(key: "c\($0)", location: "contests/c\($0)") }
        let notes = [0, 8_191, 8_192, 8_193, 16_384, 19_999].map {
            NoOpTrailer.Note(position: $0, problems: [Problem(source: "s\($0)", message: "bad")], warnings: ["w\($0)"])
        }
        var signatures = PackedStrings<Int>()
        for position in 0..<count { signatures.append("", position) }
        let check = NoOpTrailer(inputs: 0, fileCount: 5, signatures: signatures, notes: notes)
        var report = BuildReport()
        NoOpCheck.record(.init(references: references, check: check), in: &report, on: .everyCore)
        var expected = BuildReport()
        for (position, reference) in references.enumerated() {
            let note = notes.first { $0.position == position }
            expected.recordUnchanged(reference.key, problems: note?.problems, warnings: note?.warnings)
        }
        #expect(report.contests.count == count && report.contests == expected.contests)
        #expect(report.unchanged == expected.unchanged)
        #expect(report.problems.count == notes.count && report.problems == expected.problems)
        #expect(report.warnings == expected.warnings)
        #expect(report.filesUnchanged == 6 && report.publishedNothing)
    }

    /// The listing's digest is taken in batches: a change past the first batch, or two names swapped across a
    /// batch's edge, is still a different listing.
    @Test func theListingsDigestSeesEveryReferenceInOrder() throws {
        let templates = try TemplateStore.load(siteFolder: nil, required: [])
        let listing = (0..<10_000).map { ContestReference(key: "c\($0)", location: "contests/c\($0)") }
        func inputs(_ references: [ContestReference]) -> UInt64 {
            NoOpTrailer.inputs(site: "site", templates: templates, everyRunFiles: [], references: references, languages: "", on: .everyCore)
        }
        var changed = listing
        changed[9_000] = ContestReference(key: "other", location: "contests/other")
        var swapped = listing
        swapped.swapAt(8_191, 8_192)
        #expect(inputs(listing) == inputs(listing))
        #expect(Set([inputs(listing), inputs(changed), inputs(swapped), inputs(Array(listing.dropLast()))]).count == 4)
    }
}
