import Domain
import Foundation
import Rendering
#if canImport(Glibc)
import Glibc
#endif

/// The system calls behind writing a tree. Each returns 0 or the errno of the call that failed, read at
/// once (a later call would overwrite it), so the message can say why in words.
enum FileCalls {
    /// Writes into a new inode. A staging path may be a hard link into the published tree (the spare tree, or a
    /// carried-over folder being re-rendered), so the file is created with O_EXCL and an existing name unlinked
    /// first: an existing file is never opened for truncation, which would change the live page. A file that
    /// could not be written completely is removed at once, so a partial page is never left where it could be
    /// published. `likelyThere` (a seeded tree) unlinks before trying, instead of after a refusal.
    static func writeFile(_ path: String, _ rendered: Rendered, likelyThere: Bool) -> Int32 {
        let descriptor = createExclusive(path, likelyThere: likelyThere)
        guard descriptor >= 0 else { return errno }
        var code: Int32 = 0
        for chunk in rendered.chunks where code == 0 { code = writeAll(descriptor, chunk) }
        // Network and quota-checking file systems may report a failed write only on close.
        if close(descriptor) != 0, code == 0 { code = errno }
        if code != 0 { unlink(path) }
        return code
    }

    /// A new file at `path` (O_EXCL), whatever name was there unlinked; the descriptor, or -1 with errno set.
    static func createExclusive(_ path: String, likelyThere: Bool) -> Int32 {
        atFreeName(path, likelyThere: likelyThere) { open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644) }
    }

    /// `make` (a call that makes a new name at `path` and refuses one that is taken: -1 and errno EEXIST), with
    /// whatever had the name unlinked. In a tree this run made, the name is almost never there: an `unlink` before
    /// every file was about a tenth of a first build's system time at 100,000 contests. `likelyThere` (a seeded
    /// tree) unlinks before trying, instead of after a refusal.
    static func atFreeName(_ path: String, likelyThere: Bool, _ make: () -> Int32) -> Int32 {
        if likelyThere { unlink(path) }
        let result = make()
        guard result < 0, !likelyThere, errno == EEXIST else { return result }
        unlink(path)
        return make()
    }

    /// Puts a link to `published` at `target` in one step (a link beside it, renamed over it); false, with
    /// `target` as it was, when the link cannot be made.
    static func replace(_ target: String, withLinkTo published: String) -> Bool {
        let beside = target + ".pcsite-link"
        unlink(beside)
        guard Glibc.link(published, beside) == 0 else { return false }
        guard rename(beside, target) == 0 else {
            unlink(beside)
            return false
        }
        return true
    }

    static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Int32 {
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

    static func readFully(_ descriptor: Int32, into buffer: inout [UInt8], count: Int) -> Bool {
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

    /// A second name for the file at `path`, whatever had the name unlinked (`atFreeName`); 0 or the errno.
    static func link(_ path: String, to target: String, likelyThere: Bool) -> Int32 {
        atFreeName(target, likelyThere: likelyThere) { Glibc.link(path, target) } == 0 ? 0 : errno
    }

    /// Names in a folder, and which are folders, read before anything in it is removed.
    static func entries(of folder: String) -> [(name: String, isFolder: Bool)] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [(name: String, isFolder: Bool)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != ".", name != ".." else { continue }
            var type = entry.pointee.d_type
            if type == UInt8(DT_UNKNOWN) {
                var info = stat()
                type = lstat("\(folder)/\(name)", &info) == 0 && info.st_mode & S_IFMT == S_IFDIR ? UInt8(DT_DIR) : UInt8(DT_REG)
            }
            names.append((name, type == UInt8(DT_DIR)))
        }
        return names
    }
}
