import Domain
import Foundation
import Testing
@testable import Input

/// A document's signature is the digest of its metadata as text (`dev:ino:mode:size:mtime:ctime`), the same digest
/// the manifests of earlier builds recorded, so that a run where nothing changed stays one after an upgrade.
@Suite struct FileMetadataTests {
    @Test func theSignatureDigestsTheMetadataAsText() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pcsite-metadata-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
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
