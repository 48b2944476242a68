import Foundation

/// Digests of an output's files keyed by what `stat` says, one line per file: `inode size mtime digest path`.
/// A stale or unreadable cache only costs re-reading files.
struct FileDigestCache {
    struct Key: Equatable {
        var inode: UInt64
        var size: Int
        var mtime: Int
    }

    var digests: [String: (key: Key, digest: String)] = [:]

    static func load(_ file: String) -> FileDigestCache {
        var cache = FileDigestCache()
        guard let data = FileManager.default.contents(atPath: file) else { return cache }
        for line in data.split(separator: UInt8(ascii: "\n")) {
            let parts = line.split(separator: UInt8(ascii: " "), maxSplits: 4)
            guard parts.count == 5, let inode = UInt64(String(decoding: parts[0], as: UTF8.self)),
                  let size = Int(String(decoding: parts[1], as: UTF8.self)),
                  let mtime = Int(String(decoding: parts[2], as: UTF8.self)) else { continue }
            cache.digests[String(decoding: parts[4], as: UTF8.self)] =
                (Key(inode: inode, size: size, mtime: mtime), String(decoding: parts[3], as: UTF8.self))
        }
        return cache
    }

    func save(_ file: String) {
        var text = ""
        for (path, value) in digests.sorted(by: { $0.key < $1.key }) {
            text += "\(value.key.inode) \(value.key.size) \(value.key.mtime) \(value.digest) \(path)\n"
        }
        try? FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent,
                                                 withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
    }
}
