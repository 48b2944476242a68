import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A file's identity and change times, as `git status` compares them. The change time (ctime) cannot be
/// set back by tools that preserve mtimes, so a rewritten file of the same size still differs.
enum FileMetadata {
    /// The path's own metadata (links not followed); "absent" for a missing file, nil on any other error.
    static func signature(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return errno == ENOENT ? "absent" : nil }
        let fields: [Int] = [Int(info.st_dev), Int(info.st_ino), Int(info.st_mode), Int(info.st_size),
                             info.st_mtim.tv_sec, info.st_mtim.tv_nsec, info.st_ctim.tv_sec, info.st_ctim.tv_nsec]
        return fields.map(String.init).joined(separator: ":")
    }
}
