import Foundation
import Rendering
#if canImport(Glibc)
import Glibc
#endif

/// The system calls behind staging writes. Each returns 0 or the errno of the call that failed, read at
/// once (a later call would overwrite it), so the message can say why in words.
extension OutputStaging {
    /// Writes into a new inode. A staging path may be a hard link into the published tree (the spare tree, or a
    /// carried-over folder being re-rendered), so the name is unlinked and the file created with O_EXCL: an
    /// existing file is never opened for truncation, which would change the live page. A file that could not be
    /// written completely is removed at once, so a partial page is never left where it could be published.
    static func writeFile(_ path: String, _ rendered: Rendered) -> Int32 {
        unlink(path)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return errno }
        var code: Int32 = 0
        for chunk in rendered.chunks where code == 0 { code = writeAll(descriptor, chunk) }
        // Network and quota-checking file systems may report a failed write only on close.
        if close(descriptor) != 0, code == 0 { code = errno }
        if code != 0 { unlink(path) }
        return code
    }

    private static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Int32 {
        bytes.withUnsafeBytes { buffer -> Int32 in
            var offset = 0
            while offset < buffer.count {
                guard let base = buffer.baseAddress else { return EFAULT }
                let count = Glibc.write(descriptor, base + offset, buffer.count - offset)
                if count < 0, errno == EINTR { continue }
                if count < 0 { return errno }
                guard count > 0 else { return EIO }
                offset += count
            }
            return 0
        }
    }

    /// Creates `path` and any missing parents; 0 or the errno of the mkdir that failed.
    static func makeFolders(_ path: String) -> Int32 {
        if mkdir(path, 0o755) == 0 { return 0 }
        var code = errno
        if code == EEXIST { return isFolder(path) ? 0 : ENOTDIR }
        guard code == ENOENT else { return code }
        let parent = (path as NSString).deletingLastPathComponent
        guard !parent.isEmpty, parent != path else { return code }
        code = makeFolders(parent)
        guard code == 0 else { return code }
        if mkdir(path, 0o755) == 0 || errno == EEXIST { return 0 }
        return errno
    }

    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    static func sameContents(_ path: String, _ rendered: Rendered) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) == rendered.count else {
            return false
        }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        for chunk in rendered.chunks {
            var offset = 0
            while offset < chunk.count {
                let wanted = min(buffer.count, chunk.count - offset)
                guard readFully(descriptor, into: &buffer, count: wanted),
                      chunk.withUnsafeBytes({ expected in
                          buffer.withUnsafeBytes { read in
                              guard let expected = expected.baseAddress, let read = read.baseAddress else { return false }
                              return memcmp(expected + offset, read, wanted) == 0
                          }
                      }) else { return false }
                offset += wanted
            }
        }
        return true
    }

    private static func readFully(_ descriptor: Int32, into buffer: inout [UInt8], count: Int) -> Bool {
        var filled = 0
        while filled < count {
            let got = buffer.withUnsafeMutableBytes { target -> Int in
                guard let base = target.baseAddress else { return 0 }
                return Glibc.read(descriptor, base + filled, count - filled)
            }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { return false }
            filled += got
        }
        return true
    }
}
