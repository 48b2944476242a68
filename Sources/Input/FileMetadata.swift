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
        let fields = [Int(info.st_dev), Int(info.st_ino), Int(info.st_mode), Int(info.st_size),
                      info.st_mtim.tv_sec, info.st_mtim.tv_nsec, info.st_ctim.tv_sec, info.st_ctim.tv_nsec]
        // Eight numbers of at most 20 characters and a sign, and seven colons; each number's text is short enough
        // for String to keep inline.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 8 * 21 + 7) { buffer in
            var length = 0
            for (index, field) in fields.enumerated() {
                if index > 0 { buffer[length] = UInt8(ascii: ":"); length += 1 }
                for byte in String(field).utf8 {
                    buffer[length] = byte
                    length += 1
                }
            }
            digest.combine(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[0..<length]))
        }
        return true
    }
}
