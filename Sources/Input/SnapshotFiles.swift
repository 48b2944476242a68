import Domain
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads snapshot files safely and cheaply: regular files only, bounded size, and a symbolic link is
/// followed only when it resolves inside the snapshot root.
struct SnapshotFiles {
    let limits: DocumentLimits
    let root: String
    /// The snapshot root with its own symlinks resolved.
    let resolvedRoot: String

    init(limits: DocumentLimits, root: String) {
        self.limits = limits
        self.root = root
        resolvedRoot = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
    }

    func checkFolder(_ path: String) throws(Problem) {
        var info = stat()
        guard lstat(path, &info) == 0 else { throw Problem(source: path, message: "folder not found") }
        if info.st_mode & S_IFMT == S_IFLNK { try checkInsideRoot(path) }
    }

    func read(_ path: String) throws(Problem) -> [UInt8] {
        guard let bytes = try readIfPresent(path) else {
            throw Problem(source: path, message: "file not found")
        }
        return bytes
    }

    func readIfPresent(_ path: String) throws(Problem) -> [UInt8]? {
        guard let descriptor = try openInsideRoot(path) else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw Problem(source: path, message: "not a regular file")
        }
        let size = Int(info.st_size)
        if size > limits.maxDocumentBytes {
            throw Problem(source: path, message: "file is \(size) bytes, over the limit of \(limits.maxDocumentBytes)")
        }
        // Read at most one byte past the limit, so a file that grows while we read cannot exhaust memory.
        var bytes = [UInt8](repeating: 0, count: min(size, limits.maxDocumentBytes) + 1)
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return Glibc.read(descriptor, base + filled, buffer.count - filled)
            }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw .system(path, code: errno, action: "cannot read the file") }
            if count == 0 { break }
            filled += count
            if filled == bytes.count, filled <= limits.maxDocumentBytes { bytes.append(contentsOf: repeatElement(0, count: 65_536)) }
        }
        if filled > limits.maxDocumentBytes {
            throw Problem(source: path, message: "file is over the limit of \(limits.maxDocumentBytes) bytes")
        }
        bytes.removeSubrange(filled...)
        return bytes
    }

    /// The file opened for reading, a symbolic link followed only when it resolves inside the root; nil when
    /// there is no such file. Opened without following first: a link is the rare case, and an `lstat` before
    /// every open cost a system call a document.
    private func openInsideRoot(_ path: String) throws(Problem) -> Int32? {
        let flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK
        var descriptor = open(path, flags | O_NOFOLLOW)
        guard descriptor < 0 else { return descriptor }
        switch errno {
        case ENOENT, ENOTDIR:
            return nil
        case ELOOP:
            try checkInsideRoot(path)
            descriptor = open(path, flags)
            guard descriptor < 0 else { return descriptor }
        default:
            break
        }
        throw .system(path, code: errno, action: "cannot open the file")
    }

    private func checkInsideRoot(_ path: String) throws(Problem) {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        if resolved != resolvedRoot, !resolved.hasPrefix(resolvedRoot + "/") {
            throw Problem(source: path, message: "refusing a symbolic link that points outside \(root)")
        }
    }
}
