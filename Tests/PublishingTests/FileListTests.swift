import Foundation
import OutputTree
@testable import SiteState
import TestSupport
import Testing
@testable import Publishing

/// `build.json` and the manifest's file list come from what the build recorded as it made the tree (no walk of
/// the output once a trusted manifest lists the published files): after every kind of change they must equal
/// a walk of the published folder, file by file.
@Suite struct FileListTests {
    let invalid = "9e6c4a2b-8d0f-4a1c-b7e3-5f9d1b3c7a07"
    let joinable = "3f9c2b1e-7d4a-4c8e-9b2f-1a6e5d0c7b01"
    let removed = "1b5e9d3c-4a7f-4b2e-9c6d-8f0a2e4b6c04"

    @Test func theRecordedListEqualsAWalkOfThePublishedTreeAfterEveryKindOfChange() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        let output = site.output()
        let document = "\(site.contestFolder(invalid))/contest.json"
        let valid = try String(contentsOfFile: document, encoding: .utf8)
        let steps: [(String, () throws -> Void)] = [
            ("first build", {}),
            ("no change", {}),
            ("every page new", { try site.retitle("Second") }),
            ("one contest invalid: its last good pages kept", { try "{".write(toFile: document, atomically: true, encoding: .utf8) }),
            ("a contest removed", { try FileManager.default.removeItem(atPath: site.contestFolder(self.removed)) }),
            ("invalid one fixed, a join token moved", {
                try valid.write(toFile: document, atomically: true, encoding: .utf8)
                try site.edit(self.joinable) { $0.replacingOccurrences(of: "hoopsHeroes_MLK26", with: "hoopsHeroes_Moved") }
            }),
            ("no change again", {}),
        ]
        for (label, change) in steps {
            try change()
            let result = try await site.build(into: output)
            #expect(result.exitStatus <= 1, "\(label): \(result.summaryLine)")
            // A first build lists what it wrote; later ones add what the trusted manifest lists: no walk.
            #expect(!result.walkedTree, "\(label)")
            let walked = try SiteFileList.scan(output: output)
            let manifest = try #require(Manifest.read(Manifest.path(forOutput: output)), "\(label)")
            #expect(manifest.files == walked.files, "\(label): \(difference(manifest.files ?? [:], walked.files))")
            let stamp = FileManager.default.contents(atPath: "\(output)/build.json").map { [UInt8]($0) }
            #expect(stamp == walked.stamp, "\(label)")
        }
    }

    /// With no manifest to vouch for the published files, a build links only files it compared with what it
    /// rendered, so it lists the new tree from what it had in hand, without a walk (which held every path at once),
    /// whether the pages changed or not.
    @Test func anOutputNoManifestVouchesForIsListedWithoutAWalk() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        _ = try await site.build(into: site.output())
        for change in ["retitled", "unchanged"] {
            try FileManager.default.removeItem(atPath: Manifest.path(forOutput: site.output()))
            if change == "retitled" { try site.retitle("Untrusted") }
            let result = try await site.build(into: site.output())
            #expect(result.exitStatus == 0 && !result.walkedTree, "\(change)")
            if change == "unchanged" { #expect(result.filesUnchanged > 0, "\(change): pages linked as published") }
            let walked = try SiteFileList.scan(output: site.output())
            #expect(Manifest.read(Manifest.path(forOutput: site.output()))?.files == walked.files, "\(change)")
            let stamp = FileManager.default.contents(atPath: "\(site.output())/build.json").map { [UInt8]($0) }
            #expect(stamp == walked.stamp, "\(change)")
        }
    }

    /// Deploy reads the file list alone, the entries stepped over: the list a whole read gives, while the manifest
    /// vouches for the output folder, and none once the folder was replaced behind its back.
    @Test func theTrustedFileListIsTheManifestsListWhileItVouchesForTheOutput() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        let output = site.output()
        _ = try await site.build(into: output)
        let sorted = try #require(Manifest.trustedFiles(forOutput: output))
        let paths = (0..<sorted.count).map(sorted.path(at:))
        let walked = try SiteFileList.scan(output: output)
        #expect(paths == paths.sorted() && sorted.buildID == walked.buildID)
        let files = Dictionary(uniqueKeysWithValues: paths.indices.map { (paths[$0], sorted.entry(at: $0)) })
        #expect(files == Manifest.load(forOutput: output, repair: false).manifest.files)
        #expect(files == walked.files)
        try FileManager.default.moveItem(atPath: output, toPath: output + "-moved")
        try FileManager.default.copyItem(atPath: output + "-moved", toPath: output)
        #expect(Manifest.trustedFiles(forOutput: output) == nil)
    }

    @Test func aFullRebuildRecordsTheSameList() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        _ = try await site.build(into: site.output())
        let first = Manifest.read(Manifest.path(forOutput: site.output()))?.files
        let full = try await site.build(into: site.output(), full: true)
        #expect(full.exitStatus == 0 && !full.walkedTree)
        #expect(Manifest.read(Manifest.path(forOutput: site.output()))?.files == first)
        #expect(first == (try SiteFileList.scan(output: site.output())).files)
    }

    private func difference(_ recorded: [String: SiteFileList.Entry], _ walked: [String: SiteFileList.Entry]) -> String {
        let paths = Set(recorded.keys).union(walked.keys).filter { recorded[$0] != walked[$0] }.sorted()
        return paths.prefix(5).map { "\($0): recorded \(String(describing: recorded[$0])), walked \(String(describing: walked[$0]))" }
            .joined(separator: "; ")
    }
}
