import Domain
import EveryCore
import Foundation
import Rendering
import Testing
@testable import OutputTree

/// Join pages wait in the pending folder and are published without being read back: the published inode when the
/// worker found them equal, the pending file itself when not. Files written into a folder carried over from the
/// published tree never change the published file.
@Suite struct WaitingJoinPageTests {
    @Test func aPendingPageIsPublishedAsThePublishedInodeWhenEqualAndAsWrittenWhenNot() throws {
        let folder = try TreeFolder()
        defer { folder.remove() }
        try folder.write("join/same/index.html", "same page")
        try folder.write("join/changed/index.html", "old page")
        let sameInode = folder.inode("join/same/index.html")
        let published = try SiteFileList.scan(output: folder.output)
        let lock = try RunLock.acquire(forOutput: folder.output, wait: false)
        let staging = try OutputStaging(output: folder.output, lock: lock, parallel: .everyCore)
        let same = try staging.writeWaitingJoinPage("a", Rendered(bytes: Array("same page".utf8)), for: "join/same/index.html")
        let changed = try staging.writeWaitingJoinPage("b", Rendered(bytes: Array("new page".utf8)), for: "join/changed/index.html")
        let new = try staging.writeWaitingJoinPage("c", Rendered(bytes: Array("first page".utf8)), for: "join/new/index.html")
        let lost = try staging.writeWaitingJoinPage("d", Rendered(bytes: Array("lost its token".utf8)), for: "join/same/index.html")
        #expect(same.equalsPublished && !changed.equalsPublished && !new.equalsPublished && lost.equalsPublished == false)
        #expect(folder.read("join/changed/index.html") == "old page", "nothing is published before the swap")
        try staging.promoteWaitingJoinPage("a", to: "join/same/index.html", same)
        try staging.promoteWaitingJoinPage("b", to: "join/changed/index.html", changed)
        try staging.promoteWaitingJoinPage("c", to: "join/new/index.html", new)
        staging.discardWaitingJoinPage("d")
        #expect(staging.counts.unchanged == 1 && staging.counts.written == 2)
        let pending = try FileManager.default.subpathsOfDirectory(atPath: staging.waitingJoinPagesFolder)
        #expect(!pending.isEmpty && pending.allSatisfy { $0.count == 2 }, "promoted pages leave nothing pending: \(pending)")
        let stamped = try BuildStamp.write(into: staging, published: StreamedFileList(published.files))
        if let replaced = try staging.commit() { TreeRemoval.remove(replaced, on: .everyCore) }
        #expect(folder.inode("join/same/index.html") == sameInode, "an equal page is the published inode")
        #expect(folder.read("join/changed/index.html") == "new page")
        #expect(folder.read("join/new/index.html") == "first page")
        #expect(stamped.list.collected == (try SiteFileList.scan(output: folder.output)), "sizes and digests taken by the worker")
        #expect(folder.leftovers().isEmpty)
    }

    @Test func aPendingPageInADryRunIsNeitherWrittenNorPublished() throws {
        let folder = try TreeFolder()
        defer { folder.remove() }
        let staging = try OutputStaging(output: folder.output, lock: nil, parallel: .everyCore)
        let page = try staging.writeWaitingJoinPage("a", Rendered(bytes: Array("page".utf8)), for: "join/t/index.html")
        try staging.promoteWaitingJoinPage("a", to: "join/t/index.html", page)
        #expect(!FileManager.default.fileExists(atPath: staging.waitingJoinPagesFolder))
        #expect(try staging.commit() == nil)
        #expect(folder.leftovers().isEmpty)
    }

    @Test func aPageForAPathOutsideTheOutputIsRefusedBeforeAnythingIsWritten() throws {
        let folder = try TreeFolder()
        defer { folder.remove() }
        let lock = try RunLock.acquire(forOutput: folder.output, wait: false)
        let staging = try OutputStaging(output: folder.output, lock: lock, parallel: .everyCore)
        #expect(throws: Problem.self) {
            _ = try staging.writeWaitingJoinPage("a", Rendered(bytes: Array("page".utf8)), for: "../escaped/index.html")
        }
        #expect(!FileManager.default.fileExists(atPath: staging.waitingJoinPagesFolder))
        staging.discard()
    }

    /// A folder carried over (not seeded from the spare) holds hard links to the published files: a file written
    /// there is a new inode, created after the name is found taken, and the published file stays as it was.
    @Test func aFileWrittenIntoACarriedFolderLeavesThePublishedFileAsItWas() throws {
        let folder = try TreeFolder()
        defer { folder.remove() }
        try folder.write("contests/a/index.html", "last good")
        try folder.write("contests/a/index.md", "last good markdown")
        let lock = try RunLock.acquire(forOutput: folder.output, wait: false)
        let staging = try OutputStaging(output: folder.output, lock: lock, parallel: .everyCore)
        #expect(try staging.keep("contests/a"))
        try staging.write("contests/a/index.html", Array("rendered again".utf8))
        try staging.write("contests/a/index.md") { emit in emit(Array("streamed again".utf8)) }
        #expect(folder.read("contests/a/index.html") == "last good", "the published file is not opened for writing")
        #expect(folder.read("contests/a/index.md") == "last good markdown")
        if let replaced = try staging.commit() { TreeRemoval.remove(replaced, on: .everyCore) }
        #expect(folder.read("contests/a/index.html") == "rendered again")
        #expect(folder.read("contests/a/index.md") == "streamed again")
        #expect(folder.leftovers().isEmpty)
    }
}
