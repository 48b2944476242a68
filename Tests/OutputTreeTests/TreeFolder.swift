import Foundation
@testable import OutputTree
import Testing
#if canImport(Glibc)
import Glibc
import TestSupport
#endif

/// A real temporary folder holding an `out` output folder, removed by `remove()`.
struct TreeFolder {
    let root: String

    init() throws {
        root = try temporaryFolder("outputtree")
    }

    var output: String { "\(root)/out" }

    func write(_ relativePath: String, _ text: String) throws {
        let path = "\(output)/\(relativePath)"
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    func read(_ relativePath: String) -> String? {
        FileManager.default.contents(atPath: "\(output)/\(relativePath)").map { String(decoding: $0, as: UTF8.self) }
    }

    func inode(_ relativePath: String) -> UInt64? {
        var info = stat()
        guard lstat("\(output)/\(relativePath)", &info) == 0 else { return nil }
        return UInt64(info.st_ino)
    }

    /// Names beside the output folder: what a run left behind (staging or old trees).
    func leftovers() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).filter { $0 != "out" && $0 != ".pcsite" }.sorted()
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }
}

extension TreeFiles {
    /// The files handed over, as a list; its build id and count must be the ones this list stated.
    var collected: SiteFileList {
        var files: [String: SiteFileList.Entry] = [:]
        let complete = self.files.forEach { files[$0] = $1 }
        let list = SiteFileList(files: files)
        #expect(complete && list.buildID == buildID && list.files.count == count)
        return list
    }
}
