import Foundation
import OutputTree
import TestSupport
import Testing
@testable import Publishing

/// An incremental build starts from the tree the previous build swapped out (the spare) and must end
/// exactly where a fresh build of the same input ends: same files, same bytes, nothing left over.
@Suite struct SpareTreeTests {
    let renamed = "3f9c2b1e-7d4a-4c8e-9b2f-1a6e5d0c7b01"
    let removed = "1b5e9d3c-4a7f-4b2e-9c6d-8f0a2e4b6c04"

    @Test func everyIncrementalBuildEqualsAFreshBuildOfTheSameInput() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        var step = 0
        func expectSameAsFresh(_ change: String) async throws {
            step += 1
            _ = try await site.build()
            _ = try await site.build(out: "fresh-\(step)")
            #expect(snapshot(site.output()) == snapshot(site.output("fresh-\(step)")), "after: \(change)")
            #expect(folders(site.output()) == folders(site.output("fresh-\(step)")), "after: \(change)")
        }

        try await expectSameAsFresh("first build")
        try await expectSameAsFresh("no change")
        try site.edit(renamed) { $0.replacingOccurrences(of: "\"contest_name\": \"", with: "\"contest_name\": \"Renamed ") }
        try await expectSameAsFresh("one contest renamed")
        try await expectSameAsFresh("no change after a rename")
        try site.edit(renamed) { $0.replacingOccurrences(of: "\"hoopsHeroes_MLK26\"", with: "\"hoopsHeroes_NEW\"") }
        try await expectSameAsFresh("join token changed")
        try FileManager.default.removeItem(atPath: site.contestFolder(removed))
        try await expectSameAsFresh("contest removed")
        try setPageSize(site, 2)
        try await expectSameAsFresh("page size 2: many standings pages")
        try setPageSize(site, 100)
        try await expectSameAsFresh("page size back to 100: the extra pages swept")
        try await expectSameAsFresh("no change at the end")
        #expect(FileManager.default.fileExists(atPath: SpareTree.folder(forOutput: site.output())))
    }

    /// Folders of more than a thousand entries (every contest's folder, every join page's) are swept on every core:
    /// what the spare holds and this run did not make still goes, whatever lane finds it.
    @Test func aSweepOnEveryCoreLeavesExactlyTheNewSite() async throws {
        let site = try TestSite.generated(contests: 1_100, rows: 3)
        defer { site.remove() }
        _ = try await site.build()
        _ = try await site.build(full: true)
        let contests = try FileManager.default.contentsOfDirectory(atPath: "\(site.content)/contests").sorted()
        for id in contests.prefix(40) { try FileManager.default.removeItem(atPath: site.contestFolder(id)) }
        let report = try await site.build(full: true)
        #expect(report.removed.count == 40 && report.exitStatus == 0, "\(report.summaryLine)")
        _ = try await site.build(out: "fresh")
        #expect(snapshot(site.output()) == snapshot(site.output("fresh")))
        #expect(folders(site.output()) == folders(site.output("fresh")))
        #expect(try FileManager.default.contentsOfDirectory(atPath: "\(site.output())/contests").count > 1_024)
    }

    /// A join token two contests use belongs to the first in listing order: the other's page is rendered but not
    /// published, and the worker that rendered it made the token's folder meanwhile. Whichever of the two is
    /// rendered or carried over, a build ends where a fresh one does, with no folder left empty.
    @Test func aJoinTokenUsedTwiceEndsWhereAFreshBuildEnds() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        // Listed before `renamed`, whose token it takes.
        let first = "2a7f5c3e-6b1d-4c9a-8f2e-4b8d6a0c2e08"
        var step = 0
        func expectSameAsFresh(_ change: String) async throws -> BuildReport {
            step += 1
            let report = try await site.build()
            _ = try await site.build(out: "fresh-\(step)")
            #expect(snapshot(site.output()) == snapshot(site.output("fresh-\(step)")), "after: \(change)")
            #expect(folders(site.output()) == folders(site.output("fresh-\(step)")), "after: \(change)")
            return report
        }

        _ = try await expectSameAsFresh("first build")
        try site.edit(first) { $0.replacingOccurrences(of: "\"freeSurvivor2026\"", with: "\"hoopsHeroes_MLK26\"") }
        let shared = try await expectSameAsFresh("a token used twice")
        #expect(shared.problems.contains { $0.description.contains("join token already used by contest \(first)") })
        let page = try String(contentsOfFile: "\(site.output())/join/hoopsHeroes_MLK26/index.html", encoding: .utf8)
        #expect(page.contains("Free-for-All Survivor 2026"))
        #expect(!FileManager.default.fileExists(atPath: "\(site.output())/join/freeSurvivor2026"))
        try site.edit(renamed) { $0.replacingOccurrences(of: "\"contest_name\": \"", with: "\"contest_name\": \"Renamed ") }
        let carried = try await expectSameAsFresh("the page's owner carried over, the other rendered")
        #expect(carried.unchanged.contains(first) && carried.built.contains(renamed))
        try site.edit(first) { $0.replacingOccurrences(of: "\"hoopsHeroes_MLK26\"", with: "\"freeSurvivor2026\"") }
        _ = try await expectSameAsFresh("the token given back")
        #expect(FileManager.default.fileExists(atPath: "\(site.output())/join/hoopsHeroes_MLK26/index.html"))
    }

    @Test func aRunKilledWhileReshapingTheSpareNeverTrustsItAgain() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        _ = try await site.build()
        // Rewritten with the same bytes: a run that swaps (one where nothing changed swaps nothing) and leaves a spare.
        try site.edit(renamed) { $0 }
        _ = try await site.build()
        // What a kill leaves once the spare became a staging tree: its manifest is gone.
        let spare = SpareTree.folder(forOutput: site.output())
        // Atomically: the spare's files are hard links to the published ones.
        try Data("stale".utf8).write(to: URL(fileURLWithPath: "\(spare)/contests/\(removed)/index.html"), options: .atomic)
        try FileManager.default.removeItem(atPath: SpareTree.manifestPath(forOutput: site.output()))
        try site.edit(renamed) { $0.replacingOccurrences(of: "\"contest_name\": \"", with: "\"contest_name\": \"Renamed ") }

        _ = try await site.build()
        _ = try await site.build(out: "fresh")

        #expect(snapshot(site.output()) == snapshot(site.output("fresh")))
    }

    @Test func aDocumentRewrittenWithItsOldSizeAndMtimeIsStillSeen() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        _ = try await site.build()
        let path = "\(site.contestFolder(renamed))/contest.json"
        var before = stat()
        #expect(stat(path, &before) == 0)
        // Rewritten in place with the same length and the exact old mtime put back: only the change time tells.
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.write(Data(text.replacingOccurrences(of: "Hoops Heroes", with: "Loops Heroes").utf8))
        try handle.close()
        let times = [before.st_atim, before.st_mtim]
        #expect(utimensat(AT_FDCWD, path, times, 0) == 0)
        var after = stat()
        #expect(stat(path, &after) == 0)
        #expect(after.st_mtim.tv_nsec == before.st_mtim.tv_nsec && after.st_size == before.st_size && after.st_ino == before.st_ino)

        let report = try await site.build()

        #expect(report.built == [renamed])
        let page = try String(contentsOfFile: "\(site.output())/contests/\(renamed)/index.html", encoding: .utf8)
        #expect(page.contains("<h1><bdi>Loops Heroes"))
    }

    private func setPageSize(_ site: TestSite, _ size: Int) throws {
        let config = site.root.appendingPathComponent("pcsite.yml")
        let text = try String(contentsOf: config, encoding: .utf8)
        let updated = text.replacingOccurrences(of: #"page_size: \d+"#, with: "page_size: \(size)", options: .regularExpression)
        try updated.write(to: config, atomically: true, encoding: .utf8)
    }

    private func folders(_ root: String) -> Set<String> {
        var found: Set<String> = []
        guard let walker = FileManager.default.enumerator(atPath: root) else { return found }
        while let path = walker.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: "\(root)/\(path)", isDirectory: &isDirectory), isDirectory.boolValue {
                found.insert(path)
            }
        }
        return found
    }
}
