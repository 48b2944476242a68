import Domain
import Foundation
import Testing
@testable import Input
import TestSupport

/// A document's signature is the digest of its metadata as text (`dev:ino:mode:size:mtime:ctime`), the same digest
/// the manifests of earlier builds recorded, so that a run where nothing changed stays one after an upgrade.
@Suite struct FileMetadataTests {
    @Test func theSignatureDigestsTheMetadataAsText() throws {
        let folder = try temporaryFolder("metadata")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = "\(folder)/contest.json"
        try Data(repeating: 0x20, count: 12_345).write(to: URL(fileURLWithPath: file))
        for path in [folder, file] {
            var info = stat()
            #expect(lstat(path, &info) == 0)
            let text = [Int(info.st_dev), Int(info.st_ino), Int(info.st_mode), Int(info.st_size), info.st_mtim.tv_sec,
                        info.st_mtim.tv_nsec, info.st_ctim.tv_sec, info.st_ctim.tv_nsec].map(String.init).joined(separator: ":")
            #expect(digest(of: path) == digestOfText(text), "\(path): \(text)")
        }
        #expect(digest(of: "\(folder)/missing.json") == digestOfText("absent"))
        var unused = ContentDigest()
        #expect(!FileMetadata.combineSignature(of: "\(file)/below-a-file", into: &unused))
    }

    @Test func numbersAreWrittenAsStringWritesThem() {
        let values = [0, 7, 9, 10, 99, 100, 1_234_567_890, -1, -10, -987_654_321, Int.max, Int.min]
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { text in
            for value in values {
                let end = FileMetadata.appendDecimal(value, to: text, at: 2)
                #expect(String(decoding: UnsafeBufferPointer(rebasing: text[2..<end]), as: UTF8.self) == String(value))
            }
        }
    }

    /// A listing takes its contests' signatures from its open folder by name: the same digest as from the path.
    @Test func fromAnOpenFolderTheSignatureIsThePathsSignature() throws {
        let folder = try temporaryFolder("metadata")
        try FileManager.default.createDirectory(atPath: "\(folder)/c1", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("{}".utf8).write(to: URL(fileURLWithPath: "\(folder)/c1/contest.json"))
        let open = Glibc.open(folder, O_RDONLY | O_DIRECTORY)
        #expect(open >= 0)
        defer { close(open) }
        for suffix: StaticString in ["", "/contest.json", "/missing.json"] {
            var fromFolder = ContentDigest(), fromPath = ContentDigest()
            #expect(FileMetadata.combineSignature(of: "c1", then: suffix, from: open, into: &fromFolder))
            #expect(FileMetadata.combineSignature(of: "\(folder)/c1\(suffix)", into: &fromPath))
            #expect(fromFolder.hex == fromPath.hex, "\(suffix)")
        }
        var other = ContentDigest(), first = ContentDigest()
        #expect(FileMetadata.combineSignature(of: "c1", then: "/contest.json", from: open, into: &first))
        #expect(FileMetadata.combineSignature(of: "c1", from: open, into: &other))
        #expect(first.hex != other.hex)
    }

    private func digest(of path: String) -> String? {
        var digest = ContentDigest()
        return FileMetadata.combineSignature(of: path, into: &digest) ? digest.hex : nil
    }

    private func digestOfText(_ text: String) -> String {
        var digest = ContentDigest()
        digest.combine(text)
        return digest.hex
    }
}
