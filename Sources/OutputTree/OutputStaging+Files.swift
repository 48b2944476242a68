import Domain
import Foundation
import Rendering
#if canImport(Glibc)
import Glibc
#endif

/// The system calls behind staging writes. Each returns 0 or the errno of the call that failed, read at
/// once (a later call would overwrite it), so the message can say why in words.
extension OutputStaging {
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

    /// A file written piece by piece into a new inode (as `writeFile`), compared with the published file at the
    /// same path as it goes, its size and digest taken on the way.
    struct StreamedFile {
        private let target: String
        private let descriptor: Int32
        /// The published file while every byte so far equals it; -1 once one differs, or when there is none.
        private var previous: Int32 = -1
        private var previousSize = 0
        private var code: Int32 = 0
        private var size = 0
        private var digest = ContentDigest.JoinedPieces()
        private var buffer: [UInt8] = []

        /// `previousPath` nil: there is no published tree to compare with.
        init(target: String, likelyThere: Bool, comparingWith previousPath: String?) {
            self.target = target
            descriptor = createExclusive(target, likelyThere: likelyThere)
            if descriptor < 0 { code = errno; return }
            guard let previousPath else { return }
            let published = open(previousPath, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
            var info = stat()
            if published >= 0, fstat(published, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
                previous = published
                previousSize = Int(info.st_size)
            } else if published >= 0 {
                close(published)
            }
        }

        mutating func append(_ bytes: [UInt8]) {
            guard code == 0, !bytes.isEmpty else { return }
            code = writeAll(descriptor, bytes)
            size += bytes.count
            digest.add(bytes)
            guard previous >= 0 else { return }
            if buffer.count < bytes.count { buffer = [UInt8](repeating: 0, count: bytes.count) }
            let same = size <= previousSize && readFully(previous, into: &buffer, count: bytes.count)
                && bytes.withUnsafeBytes { expected in buffer.withUnsafeBytes { read in
                    memcmp(expected.baseAddress!, read.baseAddress!, bytes.count) == 0 } }
            if !same { stopComparing() }
        }

        /// Closes the file: 0 or the errno of what failed (the file is then removed), whether it equals the
        /// published file, and its size and digest.
        consuming func finish() -> (code: Int32, equalsPrevious: Bool, entry: SiteFileList.Entry) {
            if descriptor >= 0, close(descriptor) != 0, code == 0 { code = errno }
            if code != 0 { unlink(target) }
            let equals = code == 0 && previous >= 0 && size == previousSize
            stopComparing()
            return (code, equals, SiteFileList.Entry(size: size, value: digest.finish()))
        }

        /// Rendering failed: nothing of it is left in the tree.
        consuming func abandon() {
            if descriptor >= 0 { close(descriptor) }
            unlink(target)
            stopComparing()
        }

        private mutating func stopComparing() {
            if previous >= 0 { close(previous) }
            previous = -1
        }
    }

    /// Puts a link to `published` at `target` in one step (a link beside it, renamed over it); false, with
    /// `target` as it was, when the link cannot be made.
    static func replace(_ target: String, withLinkTo published: String) -> Bool {
        let beside = target + ".pcsite-link"
        unlink(beside)
        guard link(published, beside) == 0 else { return false }
        guard rename(beside, target) == 0 else {
            unlink(beside)
            return false
        }
        return true
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
