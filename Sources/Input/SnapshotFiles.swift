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

    /// A file or folder of the snapshot: its path (named in problems, resolved for the root check) and the way
    /// the kernel is asked for it: by a short name from an open folder (a listing's), or by the path.
    struct Location {
        let path: String
        let folder: Int32
        let name: String

        init(_ path: String) {
            (self.path, folder, name) = (path, AT_FDCWD, path)
        }

        init(_ path: String, from folder: Int32, name: String) {
            (self.path, self.folder, self.name) = (path, folder, name)
        }
    }

    func checkFolder(_ location: Location) throws(Problem) {
        var info = stat()
        guard fstatat(location.folder, location.name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
            throw Problem(source: location.path, message: "folder not found")
        }
        if info.st_mode & S_IFMT == S_IFLNK { try checkInsideRoot(location.path) }
    }

    func read(_ location: Location) throws(Problem) -> [UInt8] {
        guard let bytes = try readIfPresent(location) else {
            throw Problem(source: location.path, message: "file not found")
        }
        return bytes
    }

    func readIfPresent(_ location: Location) throws(Problem) -> [UInt8]? {
        let path = location.path
        guard let descriptor = try openInsideRoot(location) else { return nil }
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
    private func openInsideRoot(_ location: Location) throws(Problem) -> Int32? {
        let flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK
        var descriptor = openat(location.folder, location.name, flags | O_NOFOLLOW)
        guard descriptor < 0 else { return descriptor }
        switch errno {
        case ENOENT, ENOTDIR:
            return nil
        case ELOOP:
            try checkInsideRoot(location.path)
            descriptor = openat(location.folder, location.name, flags)
            guard descriptor < 0 else { return descriptor }
        default:
            break
        }
        throw .system(location.path, code: errno, action: "cannot open the file")
    }

    private func checkInsideRoot(_ path: String) throws(Problem) {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        if resolved != resolvedRoot, !resolved.hasPrefix(resolvedRoot + "/") {
            throw Problem(source: path, message: "refusing a symbolic link that points outside \(root)")
        }
    }
}
