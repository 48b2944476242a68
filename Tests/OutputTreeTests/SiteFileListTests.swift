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

    /// The walk visits paths in the order of their bytes (a folder's as if its name ended in "/"), so the digest cache,
    /// saved in that order, is read beside it: every unchanged file's digest comes from the cache, none is read again.
    @Test func theWalkIsInPathOrderAndFindsEveryFileInItsCache() throws {
        let folder = try TreeFolder()
        defer { folder.remove() }
        let names = ["a", "a.html", "a-b/x", "ab", "a/b", "a/b.html", "a/b/c", "z/ü.html", "Z"]
        for name in names where name != "a" && name != "a/b" { try folder.write(name, "first \(name)") }
        var walked: [String] = []
        try SiteFileList.scan(tree: folder.output, cacheFor: folder.output) { path, _ in walked.append(path) }
        #expect(walked == walked.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) } && walked.count == names.count - 2)
        let first = try SiteFileList.scan(output: folder.output)
        // New bytes of the same size with the old times: only the cache can still say "first".
        for path in walked {
            let file = "\(folder.output)/\(path)"
            var info = stat()
            #expect(lstat(file, &info) == 0)
            let handle = try #require(FileHandle(forWritingAtPath: file))
            try handle.write(contentsOf: Data("stale".utf8))
            try handle.close()
            let times = [info.st_atim, info.st_mtim]
            #expect(utimensat(AT_FDCWD, file, times, 0) == 0)
        }
        #expect(try SiteFileList.scan(output: folder.output).files == first.files)
        // A cache in no order costs reading files again, never a wrong digest.
        let cache = SiteFileList.cachePath(forOutput: folder.output)
        let lines = try String(contentsOfFile: cache, encoding: .utf8).split(separator: "\n")
        try (lines.reversed().joined(separator: "\n") + "\n").write(toFile: cache, atomically: true, encoding: .utf8)
        let reread = try SiteFileList.scan(output: folder.output)
        #expect(reread.files.count == first.files.count && reread.files != first.files)
        #expect(reread.files.keys.filter { reread.files[$0] == first.files[$0] }.count <= 1)
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
