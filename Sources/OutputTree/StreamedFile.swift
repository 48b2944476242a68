import Domain
#if canImport(Glibc)
import Glibc
#endif

/// A file written piece by piece into a new inode (as `FileCalls.writeFile`), compared with the published file at the
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
        descriptor = FileCalls.createExclusive(target, likelyThere: likelyThere)
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
        code = FileCalls.writeAll(descriptor, bytes)
        size += bytes.count
        digest.add(bytes)
        guard previous >= 0 else { return }
        if buffer.count < bytes.count { buffer = [UInt8](repeating: 0, count: bytes.count) }
        let same = size <= previousSize && FileCalls.readFully(previous, into: &buffer, count: bytes.count)
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

