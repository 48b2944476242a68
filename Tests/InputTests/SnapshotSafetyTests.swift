import Domain
import Foundation
@testable import Input
import Testing

@Suite("DiskSource: hostile snapshots")
struct SnapshotSafetyTests {
    @Test("a document over the size limit is a clear error naming the file")
    func oversized() async throws {
        let root = try snapshotRoot()
        let path = "\(root)/contests/c-valid/contest.json"
        let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber).intValue
        let failure = try failed(try await load("c-valid", limits: DocumentLimits(maxDocumentBytes: 512)))
        #expect(failure.contestID == "c-valid")
        #expect(failure.problems == ["\(path): file is \(size) bytes, over the limit of 512"])
    }

    @Test("a document exactly at the limit is read")
    func atLimit() async throws {
        let root = try snapshotRoot()
        let sizes = try ["contest.json", "leaderboard.json"].map { name in
            try #require(try FileManager.default.attributesOfItem(atPath: "\(root)/contests/c-valid/\(name)")[.size] as? NSNumber)
                .intValue
        }
        _ = try loaded(try await load("c-valid", limits: DocumentLimits(maxDocumentBytes: sizes.max() ?? 0)))
    }

    @Test("a contest folder that is a symlink to outside the root is refused")
    func symlinkedFolderOutside() async throws {
        let outside = try makeTemporaryFolder()
        let root = try makeTemporaryFolder()
        defer {
            try? FileManager.default.removeItem(atPath: outside)
            try? FileManager.default.removeItem(atPath: root)
        }
        try copyFixtureContests(["c-valid"], to: outside)
        try FileManager.default.createDirectory(atPath: "\(root)/contests", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: "\(root)/contests/c-valid",
                                                   withDestinationPath: "\(outside)/contests/c-valid")
        let failure = try failed(try await load("c-valid", root: root))
        #expect(failure.problems == ["\(root)/contests/c-valid: refusing a symbolic link that points outside \(root)"])
    }

    @Test("a contest.json that is a symlink to outside the root is refused", arguments: ["contest.json", "leaderboard.json"])
    func symlinkedFileOutside(file: String) async throws {
        let outside = try makeTemporaryFolder()
        let root = try makeTemporaryFolder()
        defer {
            try? FileManager.default.removeItem(atPath: outside)
            try? FileManager.default.removeItem(atPath: root)
        }
        try copyFixtureContests(["c-valid"], to: root)
        try copyFixtureContests(["c-valid"], to: outside)
        let link = "\(root)/contests/c-valid/\(file)"
        try FileManager.default.removeItem(atPath: link)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "\(outside)/contests/c-valid/\(file)")
        let failure = try failed(try await load("c-valid", root: root))
        #expect(failure.problems == ["\(link): refusing a symbolic link that points outside \(root)"])
    }

    @Test("a symlink that stays inside the root is followed")
    func symlinkInside() async throws {
        let root = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try copyFixtureContests(["c-valid"], to: root)
        try FileManager.default.createDirectory(atPath: "\(root)/store", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: "\(root)/contests/c-valid/leaderboard.json", toPath: "\(root)/store/board.json")
        try FileManager.default.createSymbolicLink(atPath: "\(root)/contests/c-valid/leaderboard.json",
                                                   withDestinationPath: "../../store/board.json")
        let result = try loaded(try await load("c-valid", root: root))
        #expect(result.standings?.rows.count == 5)
    }

    @Test("missing contest.json is a problem naming it")
    func missingContestFile() async throws {
        let root = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: "\(root)/contests/empty", withIntermediateDirectories: true)
        let failure = try failed(try await load("empty", root: root))
        #expect(failure.problems == ["\(root)/contests/empty/contest.json: file not found"])
    }

    @Test("listing skips dot folders, lists thousands in order; no contests folder lists nothing; a missing root is a source failure")
    func listing() async throws {
        let root = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try await DiskSource(root: root).listContests(on: .everyCore).isEmpty)
        try copyFixtureContests(["c-valid", "c-no-board"], to: root)
        try FileManager.default.createDirectory(atPath: "\(root)/contests/.git", withIntermediateDirectories: true)
        #expect(try await DiskSource(root: root).listContests(on: .everyCore).map(\.key) == ["c-no-board", "c-valid"])
        var listed = Set<String>()
        for index in 0..<3_000 {
            let name = index % 3 == 0 ? "ünïcode-\(index)" : "c-\(index)"
            try FileManager.default.createDirectory(atPath: "\(root)/contests/\(name)", withIntermediateDirectories: true)
            listed.insert(name)
        }
        try Data().write(to: URL(fileURLWithPath: "\(root)/contests/.hidden-file"))
        let references = try await DiskSource(root: root).listContests(on: .everyCore)
        #expect(Set(references.map(\.key)) == listed.union(["c-no-board", "c-valid"]))
        #expect(references.map(\.key) == NameOrder.sorted(references.map(\.key), on: .everyCore))
        let missing = "\(root)/nope"
        do {
            _ = try await DiskSource(root: missing).listContests(on: .everyCore)
            Issue.record("a missing source folder listed")
        } catch {
            #expect(error.description == "\(missing): source folder does not exist")
        }
    }
    /// Signatures are taken on other threads while the folder is read, in batches: every listed contest's, across
    /// the batches' edges, is the one taken from its path afterwards; an entry whose documents cannot be looked at
    /// (a plain file) has none either way; a document touched after the listing changes the next listing's.
    @Test("signatures taken while the folder is listed are those taken from each path")
    func signaturesTakenWhileListing() async throws {
        let root = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let count = 2 * FolderNames.batch + 17
        for index in 0..<count {
            try FileManager.default.createDirectory(atPath: "\(root)/contests/c-\(index)", withIntermediateDirectories: true)
            if index % 2 == 0 { try Data("{}".utf8).write(to: URL(fileURLWithPath: "\(root)/contests/c-\(index)/contest.json")) }
        }
        try Data().write(to: URL(fileURLWithPath: "\(root)/contests/plain-file"))
        let source = DiskSource(root: root)
        let references = try await source.listContests(on: .everyCore)
        #expect(references.count == count + 1)
        for listed in references where listed.key != "plain-file" {
            #expect(listed.listedSignature != nil, "\(listed.key)")
            let fromPath = await source.signature(ContestReference(key: listed.key, location: listed.location))
            let fromListing = await source.signature(listed)
            #expect(fromPath != nil && fromListing == fromPath, "\(listed.key)")
        }
        let plain = try #require(references.first { $0.key == "plain-file" })
        #expect(plain.listedSignature == nil)
        #expect(await source.signature(plain) == nil)
        let touched = try #require(references.first { $0.key == "c-4000" })
        let before = await source.signature(touched)
        try Data("{\"a\": 1}".utf8).write(to: URL(fileURLWithPath: "\(root)/contests/c-4000/contest.json"))
        #expect(await source.signature(touched) == before, "taken when listed, before anything was read")
        let relisted = try #require(try await source.listContests(on: .everyCore).first { $0.key == "c-4000" })
        #expect(await source.signature(relisted) != before)
    }
}
