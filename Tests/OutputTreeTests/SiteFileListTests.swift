import Domain
import Foundation
import Testing
@testable import OutputTree

/// The file list behind `build.json` and deploy, taken from a real folder.
@Suite struct SiteFileListTests {
    @Test func aScanListsEveryFileButTheStampWithItsSizeAndDigest() throws {
        let folder = try TreeFolder()
        defer { folder.remove() }
        try folder.write("index.html", "<p>hi</p>")
        try folder.write("contests/a/index.md", "# A")
        try folder.write("build.json", "{}")
        let list = try SiteFileList.scan(output: folder.output)
        func digest(_ text: String) -> UInt64 {
            var digest = ContentDigest()
            digest.combine(Array(text.utf8))
            return digest.value
        }
        #expect(list.files == ["index.html": .init(size: 9, value: digest("<p>hi</p>")),
                               "contests/a/index.md": .init(size: 3, value: digest("# A"))])
        #expect(list.releaseFileCount == 3)
        #expect(String(decoding: list.stamp, as: UTF8.self) == "{\"build_id\":\"\(list.buildID)\",\"files\":3}\n")
        #expect(list.buildID.count == 32)
    }

    @Test func equalTreesHaveEqualIdsAndAChangedFileChangesIt() throws {
        let folder = try TreeFolder()
        defer { folder.remove() }
        try folder.write("index.html", "one")
        let first = try SiteFileList.scan(output: folder.output)
        #expect(try SiteFileList.scan(output: folder.output).buildID == first.buildID)
        // Same size, new bytes: the digest cache must not vouch for it.
        try folder.write("index.html", "two")
        let second = try SiteFileList.scan(output: folder.output)
        #expect(second.buildID != first.buildID)
        #expect(SiteFileList(files: first.files).buildID == first.buildID)
    }

    @Test func theStampedIdIsReadBack() throws {
        let folder = try TreeFolder()
        defer { folder.remove() }
        try folder.write("index.html", "x")
        let list = try SiteFileList.scan(output: folder.output)
        try folder.write("build.json", String(decoding: list.stamp, as: UTF8.self))
        #expect(SiteFileList.stampedBuildID(ofOutput: folder.output) == list.buildID)
    }
}
