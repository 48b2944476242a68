import Domain
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A file's identity and change times, as `git status` compares them. The change time (ctime) cannot be
/// set back by tools that preserve mtimes, so a rewritten file of the same size still differs.
enum FileMetadata {
    /// Combines the path's own metadata (links not followed) into `digest` as the text `dev:ino:mode:size:mtime
    /// s:ns:ctime s:ns` (each a decimal number), or "absent" for a missing file; false on any other error. The text is
    /// made in a buffer on the stack: a run where nothing changed takes three of these per contest.
    static func combineSignature(of path: String, into digest: inout ContentDigest) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            guard errno == ENOENT else { return false }
            digest.combine("absent")
            return true
        }
        let fields: (Int, Int, Int, Int, Int, Int, Int, Int) = (
            Int(info.st_dev), Int(info.st_ino), Int(info.st_mode), Int(info.st_size),
            info.st_mtim.tv_sec, info.st_mtim.tv_nsec, info.st_ctim.tv_sec, info.st_ctim.tv_nsec)
        // Eight numbers of at most 20 characters and a sign, and seven colons.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 8 * 21 + 7) { buffer in
            var length = 0
            withUnsafeBytes(of: fields) { raw in
                for index in 0..<8 {
                    if index > 0 { buffer[length] = UInt8(ascii: ":"); length += 1 }
                    length += decimal(raw.load(fromByteOffset: index * 8, as: Int.self), into: buffer, at: length)
                }
            }
            digest.combine(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[0..<length]))
        }
        return true
    }

    /// Writes `value` as `String(value)` would at `start`; returns how many bytes it wrote.
    private static func decimal(_ value: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        var magnitude = value.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { reversed in
            repeat {
                reversed[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            var at = start
            if value < 0 { buffer[at] = UInt8(ascii: "-"); at += 1 }
            for index in stride(from: count - 1, through: 0, by: -1) { buffer[at] = reversed[index]; at += 1 }
            count = at - start
        }
        return count
    }
}
