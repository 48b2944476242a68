import Domain
import Foundation
import Rendering
import Testing
@testable import OutputTree

/// The staging tree on a real folder: nothing reaches the output before `commit`, identical files are the
/// published inodes themselves, and a failed write or a discard leaves the published output as it was.
@Suite struct OutputStagingTests {
    @Test func aCommitSwapsInTheNewTreeAndKeepsIdenticalFilesAsTheyWere() throws {
        let folder = try TreeFolder()
        defer { folder.remove() }
        try folder.write("index.html", "old")
        try folder.write("same/a.txt", "same")
        try folder.write("gone.txt", "removed by the new tree")
        let sameInode = folder.inode("same/a.txt")
        let lock = try RunLock.acquire(forOutput: folder.output, wait: false)
        let staging = try OutputStaging(output: folder.output, lock: lock)
        try staging.write("index.html", Array("new".utf8))
        try staging.write("same/a.txt", Array("same".utf8))
        #expect(folder.read("index.html") == "old", "nothing is published before the swap")
        #expect(staging.counts.written == 1 && staging.counts.unchanged == 1)
        let replaced = try staging.commit()
        #expect(folder.read("index.html") == "new")
        #expect(folder.inode("same/a.txt") == sameInode, "an identical file is hard-linked, not rewritten")
        #expect(folder.read("gone.txt") == nil)
        let old = try #require(replaced)
        #expect(FileManager.default.contents(atPath: "\(old)/gone.txt") != nil, "the replaced tree is handed back whole")
        OutputStaging.removeTree(old)
        #expect(folder.leftovers().isEmpty)
    }

    @Test func aDiscardedTreeLeavesThePublishedOutputUntouched() throws {
        let folder = try TreeFolder()
        defer { folder.remove() }
        try folder.write("index.html", "published")
        let lock = try RunLock.acquire(forOutput: folder.output, wait: false)
        let staging = try OutputStaging(output: folder.output, lock: lock)
        try staging.write("index.html", Array("half-built".utf8))
        try staging.write("contests/a/index.html", Array("new".utf8))
        staging.discard()
        #expect(folder.read("index.html") == "published")
        #expect(folder.read("contests/a/index.html") == nil)
        #expect(folder.leftovers().isEmpty)
    }

    @Test func aFailedWriteStopsTheSwapAndSaysWhyInWords() throws {
        let folder = try TreeFolder()
        defer { folder.remove() }
        try folder.write("index.html", "published")
        let lock = try RunLock.acquire(forOutput: folder.output, wait: false)
        let faults = WriteFaults { step, path in step == .file && path == "feed.xml" ? ENOSPC : nil }
        let staging = try OutputStaging(output: folder.output, lock: lock, faults: faults)
        try staging.write("index.html", Array("new".utf8))
        let problem = try #require(throws: Problem.self) { try staging.write("feed.xml", Array("<feed/>".utf8)) }
        #expect(problem.description.hasSuffix("out/feed.xml: No space left on device"), "\(problem)")
        #expect(staging.isStopping)
        #expect(throws: Problem.self) { _ = try staging.commit() }
        staging.discard()
        #expect(folder.read("index.html") == "published")
        #expect(folder.leftovers().isEmpty)
    }

    @Test func aDryRunWritesNothing() throws {
        let folder = try TreeFolder()
        defer { folder.remove() }
        let staging = try OutputStaging(output: folder.output, lock: nil)
        try staging.write("index.html", Array("new".utf8))
        #expect(try staging.commit() == nil)
        #expect(!FileManager.default.fileExists(atPath: folder.output))
        #expect(folder.leftovers().isEmpty)
    }

    @Test func keptFoldersAndTheStampListEveryFileOfTheNewTree() throws {
        let folder = try TreeFolder()
        defer { folder.remove() }
        try folder.write("contests/a/index.html", "last good")
        try folder.write("contests/a/page/2/index.html", "last good, page 2")
        let published = try SiteFileList.scan(output: folder.output)
        let lock = try RunLock.acquire(forOutput: folder.output, wait: false)
        let staging = try OutputStaging(output: folder.output, lock: lock)
        #expect(try staging.keep("contests/a"))
        #expect(try !staging.keep("contests/missing"))
        try staging.write("index.html", Array("index".utf8))
        let stamped = try BuildStamp.write(into: staging, published: published.files)
        #expect(!stamped.walked)
        _ = try staging.commit()
        let walked = try SiteFileList.scan(output: folder.output)
        #expect(stamped.list == walked)
        #expect(Set(walked.files.keys) == ["index.html", "contests/a/index.html", "contests/a/page/2/index.html"])
        #expect(folder.read("build.json") == String(decoding: walked.stamp, as: UTF8.self))
    }
}
