import Domain
import EveryCore
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
        let staging = try OutputStaging(output: folder.output, lock: lock, parallel: .everyCore)
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
        TreeRemoval.remove(old, on: .everyCore)
        #expect(folder.leftovers().isEmpty)
    }

    @Test func aDiscardedTreeLeavesThePublishedOutputUntouched() throws {
        let folder = try TreeFolder()
        defer { folder.remove() }
        try folder.write("index.html", "published")
        let lock = try RunLock.acquire(forOutput: folder.output, wait: false)
        let staging = try OutputStaging(output: folder.output, lock: lock, parallel: .everyCore)
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
        let staging = try OutputStaging(output: folder.output, lock: lock, faults: faults, parallel: .everyCore)
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
        let staging = try OutputStaging(output: folder.output, lock: nil, parallel: .everyCore)
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
        let staging = try OutputStaging(output: folder.output, lock: lock, parallel: .everyCore)
        #expect(try staging.keep("contests/a"))
        #expect(try !staging.keep("contests/missing"))
        try staging.write("index.html", Array("index".utf8))
        let stamped = try BuildStamp.write(into: staging, published: StreamedFileList(published.files))
        #expect(!stamped.walked)
        _ = try staging.commit()
        let walked = try SiteFileList.scan(output: folder.output)
        #expect(stamped.list.collected == walked)
        #expect(Set(walked.files.keys) == ["index.html", "contests/a/index.html", "contests/a/page/2/index.html"])
        #expect(folder.read("build.json") == String(decoding: walked.stamp, as: UTF8.self))
    }

    /// The records go to the file log in batches of each shard: thousands of files over several batches, a file
    /// written twice (the later bytes count), files linked as published and a folder kept after a write into it
    /// (the published files count) give the list a walk of the new tree gives, pass after pass.
    @Test func theFileLogListsWhatAWalkOfTheNewTreeFinds() throws {
        let folder = try TreeFolder()
        defer { folder.remove() }
        for page in 0..<50 { try folder.write("contests/c\(page)/index.html", "published \(page)") }
        try folder.write("contests/kept/index.html", "last good")
        try folder.write("contests/kept/page/2/index.html", "last good, page 2")
        let published = try SiteFileList.scan(output: folder.output)
        let lock = try RunLock.acquire(forOutput: folder.output, wait: false)
        let staging = try OutputStaging(output: folder.output, lock: lock, parallel: .everyCore)
        for page in 0..<50 { try staging.write("contests/c\(page)/index.html", Array("published \(page)".utf8)) }
        for file in 0..<3_000 {
            let path = "contests/new-\(file % 300)/\(String(repeating: "long-name-", count: 8))\(file).html"
            try staging.write(path, Array("file \(file)".utf8))
        }
        try staging.write("twice.html", Array("first".utf8))
        try staging.write("twice.html", Array("second, longer".utf8))
        try staging.write("contests/kept/index.html", Array("half-written".utf8))
        #expect(try staging.keep("contests/kept"))
        #expect(staging.counts.unchanged == 50)
        let stamped = try BuildStamp.write(into: staging, published: StreamedFileList(published.files))
        #expect(!stamped.walked)
        #expect(stamped.list.count == 50 + 3_000 + 1 + 2)
        _ = try staging.commit()
        let walked = try SiteFileList.scan(output: folder.output)
        #expect(stamped.list.collected == walked)
        #expect(stamped.list.collected == walked, "a second pass reads the same")
        #expect(folder.read("twice.html") == "second, longer" && folder.read("contests/kept/index.html") == "last good")
    }

    /// A file linked unread has the published list's digest: a list that cannot be read whole, or no list, vouches
    /// for none, and the new tree is walked. A file linked because it equals what was rendered, or written, has its
    /// digest from the bytes in hand: a build that linked nothing unread and kept nothing does not read the list.
    @Test func aFileLinkedUnreadWithoutAReadablePublishedListMakesTheStampWalkTheTree() throws {
        let folder = try TreeFolder()
        defer { folder.remove() }
        try folder.write("same.html", "same")
        try folder.write("kept.html", "kept")
        let lock = try RunLock.acquire(forOutput: folder.output, wait: false)
        for (run, published) in [StreamedFileList { _ in false }, nil].enumerated() {
            let staging = try OutputStaging(output: folder.output, lock: lock, parallel: .everyCore)
            try staging.write("same.html", Array("same".utf8))
            #expect(try staging.keepFile("kept.html"))
            try staging.write("new-\(run).html", Array("new".utf8))
            #expect(staging.counts.unchanged == 2)
            let stamped = try BuildStamp.write(into: staging, published: published)
            #expect(stamped.walked)
            if let replaced = try staging.commit() { TreeRemoval.remove(replaced, on: .everyCore) }
            #expect(stamped.list.collected == (try SiteFileList.scan(output: folder.output)))
        }

        for (run, published) in [StreamedFileList { _ in Issue.record("read"); return false }, nil].enumerated() {
            let written = try OutputStaging(output: folder.output, lock: lock, parallel: .everyCore)
            try written.write("same.html", Array("same".utf8))
            try written.write("other-\(run).html", Array("other".utf8))
            #expect(written.counts.unchanged == 1)
            let unread = try BuildStamp.write(into: written, published: published)
            #expect(!unread.walked && Set(unread.list.collected.files.keys) == ["same.html", "other-\(run).html"])
            if let replaced = try written.commit() { TreeRemoval.remove(replaced, on: .everyCore) }
            #expect(unread.list.collected == (try SiteFileList.scan(output: folder.output)))
        }
    }

    /// A big tree removed on every core: its folders of a thousand entries and more (one level down, two levels
    /// down) and everything else in it are gone; a symbolic link in it is removed, never followed.
    @Test func aTreeRemovedOnEveryCoreIsGoneWithoutFollowingItsLinks() throws {
        let folder = try TreeFolder()
        defer { folder.remove() }
        try folder.write("outside/keep.txt", "outside")
        for index in 0..<1_100 {
            try folder.write("out/contests/c\(index)/index.html", "page \(index)")
            try folder.write("out/contests/c\(index)/page/2/index.html", "page 2")
        }
        for index in 0..<1_030 { try folder.write("out/join/t\(index).html", "join \(index)") }
        try folder.write("out/index.html", "home")
        try folder.write("out/pages/about/index.html", "about")
        try FileManager.default.createSymbolicLink(atPath: "\(folder.output)/out/contests/c7/linked",
                                                   withDestinationPath: "\(folder.output)/outside")
        try FileManager.default.createSymbolicLink(atPath: "\(folder.output)/out/join/linked",
                                                   withDestinationPath: "\(folder.output)/outside")
        #expect(TreeRemoval.remove("\(folder.output)/out", on: .everyCore))
        #expect(!FileManager.default.fileExists(atPath: "\(folder.output)/out"))
        #expect(folder.read("outside/keep.txt") == "outside")
        #expect(TreeRemoval.remove("\(folder.output)/out", on: .everyCore), "a tree already gone")
    }

    /// A file written as it is rendered, in pieces that do not match how the published one was written.
    @Test func aStreamedFileEqualToThePublishedOneIsItsInodeAndOneThatDiffersIsWrittenWhole() throws {
        let folder = try TreeFolder()
        defer { folder.remove() }
        let text = (0..<30_000).map { "| \($0) | entrant \($0) |\n" }.joined()  // ~700 KB: many comparison reads
        for name in ["same", "last", "longer", "shorter", "new"] { try folder.write("\(name)/index.md", text) }
        let sameInode = folder.inode("same/index.md")
        let published = try SiteFileList.scan(output: folder.output)
        let lock = try RunLock.acquire(forOutput: folder.output, wait: false)
        let staging = try OutputStaging(output: folder.output, lock: lock, parallel: .everyCore)
        func streamed(_ path: String, _ content: String) throws(Problem) {
            let bytes = Array(content.utf8)
            try staging.write(path) { emit in
                emit([])  // an empty piece changes nothing
                for start in stride(from: 0, to: bytes.count, by: 100_003) { emit(Array(bytes[start..<min(start + 100_003, bytes.count)])) }
            }
        }
        try streamed("same/index.md", text)
        try streamed("last/index.md", String(text.dropLast()) + "!")
        try streamed("longer/index.md", text + "more")
        try streamed("shorter/index.md", String(text.dropLast(5)))
        try streamed("new/index.md", text)
        try streamed("new/other.md", "")
        #expect(staging.counts.unchanged == 2 && staging.counts.written == 4)
        let stamped = try BuildStamp.write(into: staging, published: StreamedFileList(published.files))
        if let replaced = try staging.commit() { TreeRemoval.remove(replaced, on: .everyCore) }
        #expect(folder.inode("same/index.md") == sameInode, "an identical file is the published inode")
        #expect(folder.read("last/index.md") == String(text.dropLast()) + "!")
        #expect(folder.read("longer/index.md") == text + "more")
        #expect(folder.read("shorter/index.md") == String(text.dropLast(5)))
        #expect(folder.read("new/index.md") == text && folder.read("new/other.md") == "")
        #expect(stamped.list.collected == (try SiteFileList.scan(output: folder.output)), "sizes and digests taken on the way")
        #expect(folder.leftovers().isEmpty)
    }

    @Test func aStreamedFileThatFailsHalfWayLeavesNothingBehind() throws {
        let folder = try TreeFolder()
        defer { folder.remove() }
        try folder.write("index.md", "published")
        let lock = try RunLock.acquire(forOutput: folder.output, wait: false)
        let staging = try OutputStaging(output: folder.output, lock: lock, parallel: .everyCore)
        let failure = Problem(source: "contest.md", message: "template failed")
        let thrown = try #require(throws: Problem.self) {
            try staging.write("contests/a/index.md") { emit throws(Problem) in
                emit(Array("half".utf8))
                throw failure
            }
        }
        #expect(thrown == failure)
        #expect(!FileManager.default.fileExists(atPath: "\(staging.staging)/contests/a/index.md"))
        let faults = WriteFaults { step, path in step == .file && path == "index.md" ? ENOSPC : nil }
        staging.discard()
        let faulty = try OutputStaging(output: folder.output, lock: lock, faults: faults, parallel: .everyCore)
        let problem = try #require(throws: Problem.self) { try faulty.write("index.md") { emit in emit(Array("new".utf8)) } }
        #expect(problem.description.hasSuffix("out/index.md: No space left on device"), "\(problem)")
        faulty.discard()
        #expect(folder.read("index.md") == "published")
        #expect(folder.leftovers().isEmpty)
    }
}
