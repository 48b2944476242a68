import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The inode number of a file or folder: how the manifest and the spare tree tell which tree they describe.
public enum Inode {
    public static func number(_ path: String) -> UInt64? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return UInt64(info.st_ino)
    }
}
