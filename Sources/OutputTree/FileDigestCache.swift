import Domain

/// Digests of an output's files keyed by what `stat` says, one line per file in the order of the paths' bytes:
/// `inode size mtime digest path`. The walk visits paths in that order, so the cache is read beside it and the
/// fresh one written as it goes, neither held (two dictionaries of every path took a first deploy at a million
/// contests past a gigabyte). A stale, unordered or unreadable cache only costs re-reading files.
struct FileDigestCache {
    struct Key: Equatable {
        var inode: UInt64
        var size: Int
        var mtime: Int
    }

    /// The cache's lines, read in step with a walk that asks in path order.
    final class Reader {
        private var lines: ByteReader?
        private var line: ArraySlice<UInt8>?

        init(_ file: String) {
            lines = OpenFile(file)?.reader()
            advance()
        }

        /// A line that cannot be read ends the cache: the files after it are read again.
        private func advance() {
            line = (try? lines?.nextLine()) ?? nil
        }

        /// The digest recorded for `path` if its key is still `key`; the lines before `path` are passed by.
        func digest(of path: UnsafeBufferPointer<UInt8>, key: Key) -> UInt64? {
            while let current = line {
                let found = current.withUnsafeBufferPointer { line -> (order: Int, digest: UInt64?)? in
                    guard let fields = Self.fields(line) else { return nil }
                    return (PackedStrings<Int>.compare(fields.path, path), fields.key == key ? fields.digest : nil)
                }
                guard let found else {
                    advance()
                    continue
                }
                if found.order > 0 { return nil }
                advance()
                if found.order == 0 { return found.digest }
            }
            return nil
        }

        private static func fields(_ line: UnsafeBufferPointer<UInt8>) -> (key: Key, digest: UInt64, path: UnsafeBufferPointer<UInt8>)? {
            var numbers: [UInt64] = [], index = 0
            while numbers.count < 4 {
                let start = index
                while index < line.count, line[index] != UInt8(ascii: " ") { index += 1 }
                guard index > start, index < line.count,
                      let number = UInt64(String(decoding: UnsafeBufferPointer(rebasing: line[start..<index]), as: UTF8.self),
                                          radix: numbers.count == 3 ? 16 : 10) else { return nil }
                numbers.append(number)
                index += 1
            }
            let key = Key(inode: numbers[0], size: Int(truncatingIfNeeded: numbers[1]), mtime: Int(truncatingIfNeeded: numbers[2]))
            return (key, numbers[3], UnsafeBufferPointer(rebasing: line[index...]))
        }
    }

    /// One line of the fresh cache.
    static func add(_ path: String, key: Key, digest: UInt64, to text: inout ChunkedText) {
        text.append("\(key.inode) \(key.size) \(key.mtime) \(ContentDigest.hex(digest)) \(path)\n")
    }
}
