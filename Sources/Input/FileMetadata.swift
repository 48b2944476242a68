import Domain
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A file's identity and change times, as `git status` compares them. The change time (ctime) cannot be
/// set back by tools that preserve mtimes, so a rewritten file of the same size still differs.
enum FileMetadata {
    /// Combines the metadata of `path` then `suffix` (links not followed; relative paths from `folder`, an open
    /// folder or the working directory) into `digest` as the text `dev:ino:mode:size:mtime s:ns:ctime s:ns` (each a
    /// decimal number), or "absent" for a missing file; false on any other error. The path and the text are made
    /// in buffers on the stack: a run where nothing changed takes three of these per contest.
    static func combineSignature(of path: String, then suffix: StaticString = "", from folder: Int32 = AT_FDCWD,
                                 into digest: inout ContentDigest) -> Bool {
        var info = stat()
        var path = path
        let found = path.withUTF8 { head in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: head.count + suffix.utf8CodeUnitCount + 1) { name in
                _ = name.initialize(fromContentsOf: head)
                _ = UnsafeMutableBufferPointer(rebasing: name[head.count...])
                    .initialize(from: UnsafeBufferPointer(start: suffix.utf8Start, count: suffix.utf8CodeUnitCount))
                name[name.count - 1] = 0
                return fstatat(folder, UnsafeRawPointer(name.baseAddress!).assumingMemoryBound(to: CChar.self), &info,
                               AT_SYMLINK_NOFOLLOW) == 0
            }
        }
        guard found else {
            guard errno == ENOENT else { return false }
            digest.combine("absent")
            return true
        }
        let fields = (Int(info.st_dev), Int(info.st_ino), Int(info.st_mode), Int(info.st_size),
                      info.st_mtim.tv_sec, info.st_mtim.tv_nsec, info.st_ctim.tv_sec, info.st_ctim.tv_nsec)
        withUnsafeBytes(of: fields) { raw in
            // Eight numbers of at most 19 digits and a sign, and seven colons.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 8 * 20 + 7) { text in
                var length = 0
                for (index, field) in raw.bindMemory(to: Int.self).enumerated() {
                    if index > 0 { text[length] = UInt8(ascii: ":"); length += 1 }
                    length = appendDecimal(field, to: text, at: length)
                }
                digest.combine(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(text)[0..<length]))
            }
        }
        return true
    }

    /// Writes `value` in decimal (as `String(value)` does) at `start`; returns the end.
    static func appendDecimal(_ value: Int, to text: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        var end = start
        if value < 0 { text[end] = UInt8(ascii: "-"); end += 1 }
        var magnitude = value.magnitude
        let first = end
        repeat {
            text[end] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
            end += 1
        } while magnitude > 0
        text[first..<end].reverse()
        return end
    }
}
