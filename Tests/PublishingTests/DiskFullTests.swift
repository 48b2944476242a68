import Domain
import Foundation
import OutputTree
@testable import SiteState
import TestSupport
import Testing
@testable import Publishing

/// A real full disk: the output lives on a small tmpfs that a filler file (or an inode limit) leaves short of
/// what the next build needs, at levels chosen so the failure lands in different steps — staging pages,
/// keeping last good pages, reshaping the spare tree, the manifest, the report. Whatever step it hits, the
/// published tree is the previous site byte for byte (exit 2) or a complete new one, and the report says which.
/// Needs root (it mounts a tmpfs): without it every test fails saying so (`NeedsRoot`).
@Suite(.serialized)
struct DiskFullTests {
    @Test(arguments: [1, 2])
    func aDiskThatFillsMidBuildNeverPublishesABrokenPage(buildsBefore: Int) async throws {
        let (site, disk, output) = try await prepare(buildsBefore: buildsBefore)
        defer { site.remove(); disk.unmount() }
        let manifest = Int(fileSize(Manifest.path(forOutput: output)))
        let report = Int(fileSize(ReportFile.defaultPath(forOutput: output)))
        // Every page is rewritten (new title), so the staging tree needs about the published tree's blocks again.
        let pages = blocks(snapshot(output))
        // With a spare tree, rewriting a page frees the spare's own copy, so the build needs far less than `pages`.
        let levels = [0, pages / 20, pages / 10, pages / 5, pages / 2, pages * 4 / 5, pages, pages + manifest / 2, pages + manifest + report / 2,
                      pages + manifest + report * 3 / 2, pages + 2 * (manifest + report) + 65_536]
        var failures: [String] = []
        for (index, free) in levels.enumerated() {
            try await restore(site, output: output, buildsBefore: buildsBefore)
            try site.retitle("Level \(index)")
            let (before, reportBefore) = (snapshot(output), FileManager.default.contents(atPath: ReportFile.defaultPath(forOutput: output)))
            try disk.fill(leaving: free)
            let result = try await site.build(into: output)
            disk.removeFiller()
            let after = snapshot(output)
            #expect(incompletePages(after).isEmpty, "cut-off pages with \(free) bytes free")
            #expect(!messages(result).contains { $0.contains("errno") }, "\(messages(result))")
            if result.exitStatus == 2 {
                failures.append(result.fatal?.description ?? "")
                #expect(after == before, "a failed build changed the published site (\(free) bytes free)")
                #expect(result.fatal?.description.contains("No space left on device") == true, "\(messages(result))")
                let onDisk = reportOnDisk(forOutput: output)
                #expect(FileManager.default.contents(atPath: ReportFile.defaultPath(forOutput: output)) == reportBefore
                        || onDisk?["exit_status"] as? Int == 2, "the report must describe the site that stayed")
            } else {
                // The invalid contest is kept; everything else is the new site, and the report lists exactly it.
                #expect(result.exitStatus == 1, "\(messages(result))")
                #expect(String(decoding: after["index.html"] ?? Data(), as: UTF8.self).contains("Level \(index)"))
                let onDisk = try #require(reportOnDisk(forOutput: output))
                #expect(publishedIDs(in: onDisk) == contestFolders(in: after))
                #expect(onDisk["exit_status"] as? Int == 1)
            }
        }
        // Which step the last levels hit depends on tmpfs accounting; `WriteFaultTests` covers each step exactly.
        #expect(failures.count >= (buildsBefore == 1 ? 3 : 1), "the disk never filled: \(failures)")
        if buildsBefore == 1 {
            #expect(failures.contains { $0.contains("/contests/") }, "no failure while staging pages: \(failures)")
        }
        try await expectSameAsFreshBuild(site, output: output)
    }

    @Test func runningOutOfInodesWhileLinkingLastGoodPagesPublishesNothing() async throws {
        let (site, disk, output) = try await prepare(buildsBefore: 2)
        defer { site.remove(); disk.unmount() }
        var failures: [String] = []
        // Unchanged contests are linked from the published tree and the spare is reshaped: links and folders
        // need inodes (tmpfs counts each hard link), so a low limit fails those steps, not page writes.
        for headroom in [0, 3, 10, 30, 100, 300, 1_000, 100_000] {
            try await restore(site, output: output, buildsBefore: 2)
            let before = snapshot(output)
            try site.edit(site.contestIDs[0]) { $0.replacingOccurrences(of: "\"contest_name\": \"", with: "\"contest_name\": \"Edited ") }
            try disk.limitInodes(disk.free.usedInodes + headroom)
            let result = try await site.build(into: output)
            try disk.limitInodes(10_000_000)
            let after = snapshot(output)
            #expect(incompletePages(after).isEmpty)
            #expect(!messages(result).contains { $0.contains("errno") }, "\(messages(result))")
            if result.exitStatus == 2 {
                failures.append(result.fatal?.description ?? "")
                #expect(after == before, "a failed build changed the published site (\(headroom) inodes free)")
            } else {
                #expect(result.exitStatus == 1, "\(messages(result))")
                #expect(publishedIDs(in: try #require(reportOnDisk(forOutput: output))) == contestFolders(in: after))
            }
        }
        // How many levels fail depends on what the kernel counts as an inode on tmpfs; with none free, the build must fail.
        #expect(failures.count >= 1, "\(failures)")
        try await expectSameAsFreshBuild(site, output: output)
    }

    /// A corpus built `buildsBefore` times into a tmpfs, then one contest made invalid (its last good pages must be kept).
    private func prepare(buildsBefore: Int) async throws -> (TestSite, Tmpfs, String) {
        try Tmpfs.requireMountable()
        let site = try TestSite.generated(contests: 20, rows: 250)
        let disk = try Tmpfs(megabytes: 64)
        let output = "\(disk.path)/public"
        for round in 0..<buildsBefore {
            try site.retitle("Round \(round)")
            let result = try await site.build(into: output)
            guard result.exitStatus == 0 else { throw result.fatal ?? Problem(source: output, message: "build failed") }
        }
        let document = "\(site.contestFolder(site.contestIDs[3]))/contest.json"
        try FileManager.default.copyItem(atPath: document, toPath: "\(site.root.path)/valid.json")
        try "{ not json".write(toFile: document, atomically: true, encoding: .utf8)
        return (site, disk, output)
    }

    /// Puts back the state the test is about: no spare tree after one build, a spare tree after two (a failed build
    /// consumed it; a build with room makes it again).
    private func restore(_ site: TestSite, output: String, buildsBefore: Int) async throws {
        let spare = SpareTree.folder(forOutput: output)
        if buildsBefore == 1 {
            TreeRemoval.remove(spare, on: .everyCore)
            unlink(SpareTree.manifestPath(forOutput: output))
        } else if !FileManager.default.fileExists(atPath: spare) {
            try site.retitle("Restored")
            #expect(try await site.build(into: output).exitStatus == 1)
        }
    }

    /// With the invalid contest valid again, the faulted output builds to what a fresh build of the same input gives.
    private func expectSameAsFreshBuild(_ site: TestSite, output: String) async throws {
        let document = "\(site.contestFolder(site.contestIDs[3]))/contest.json"
        unlink(document)
        try FileManager.default.copyItem(atPath: "\(site.root.path)/valid.json", toPath: document)
        try site.retitle("Final")
        let incremental = try await site.build(into: output)
        let fresh = try await site.build(into: site.output("fresh"), full: true)
        #expect(incremental.exitStatus == 0 && fresh.exitStatus == 0)
        #expect(snapshot(output) == snapshot(site.output("fresh")), "faults left state that changes what is built")
    }

    private func messages(_ report: BuildReport) -> [String] {
        ([report.fatal, report.reportFailure].compactMap { $0 } + report.problems).map(\.description)
    }

    private func fileSize(_ path: String) -> Int64 {
        var info = stat()
        return stat(path, &info) == 0 ? Int64(info.st_size) : 0
    }

    /// What the files take on tmpfs: whole 4 KiB pages.
    private func blocks(_ tree: [String: Data]) -> Int {
        tree.values.reduce(0) { $0 + ($1.count + 4095) / 4096 * 4096 }
    }
}
