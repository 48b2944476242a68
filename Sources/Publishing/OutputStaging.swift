import CPlatform
import Domain
import Foundation
import Rendering
#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// A new output tree built beside the published one and swapped in only when the build finished,
/// so a crash, kill or failed build leaves the previous output exactly as it was. Files identical to
/// the published ones are hard-linked rather than rewritten, so their mtimes survive the swap.
public final class OutputStaging: Sendable {
    public let output: String
    let staging: String
    /// `pcsite check`: everything is rendered, nothing is written.
    let dryRun: Bool
    /// The staging tree started as the spare (see `SpareTree`), not empty: what this run does not write
    /// or keep is swept out of it before the swap.
    let seeded: Bool
    /// Folders of the seeded tree whose files already equal the published ones; keeping them costs nothing.
    let reusable: Set<String>
    let state = Mutex(State())

    struct State {
        var createdFolders: Set<String> = []
        var written = 0
        var unchanged = 0
        var foldersCarried = 0
        /// What this run put in the tree, for the sweep of a seeded tree.
        var claimedFiles: Set<String> = []
        var claimedFolders: Set<String> = []
    }

    /// `lock` is nil only for a dry run: without the run lock, leftovers may belong to a live run.
    /// `published` is the manifest describing the output, when it can be trusted; `spare` the one found
    /// beside the spare tree (see `SpareTree`).
    public init(output: String, lock: RunLock?, published: Manifest? = nil, spare: Manifest? = nil) throws(BuildProblem) {
        self.dryRun = lock == nil
        let url = URL(fileURLWithPath: output).standardizedFileURL
        self.output = url.path
        let parent = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        staging = (parent as NSString).appendingPathComponent(".\(name).staging-\(getpid())")
        guard lock != nil else {
            (seeded, reusable) = (false, [])
            return
        }
        Self.removeLeftovers(parent: parent, name: name)
        if let spare = SpareTree.take(forOutput: output, as: staging, manifest: spare) {
            seeded = true
            reusable = published.map { SpareTree.reusableFolders(spare: spare, published: $0) } ?? []
            return
        }
        (seeded, reusable) = (false, [])
        do {
            try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true)
        } catch {
            throw BuildProblem(source: staging, message: "cannot create staging folder: \(error.localizedDescription)")
        }
    }

    /// Staging and old trees of runs that were killed; the run lock guarantees none of them is live.
    private static func removeLeftovers(parent: String, name: String) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return }
        for entry in entries where entry.hasPrefix(".\(name).staging-") || entry.hasPrefix(".\(name).old-") {
            removeTree((parent as NSString).appendingPathComponent(entry))
        }
    }

    /// The staging folder's inode: after the swap, the output's. The manifest records it.
    var stagingInode: UInt64? { Manifest.inodeNumber(staging) }

    public var counts: (written: Int, unchanged: Int, foldersCarried: Int) {
        state.withLock { ($0.written, $0.unchanged, $0.foldersCarried) }
    }

    /// Writes `bytes` at `relativePath` (already validated to stay inside the output folder).
    public func write(_ relativePath: String, _ bytes: [UInt8]) throws(BuildProblem) {
        try write(relativePath, Rendered(bytes: bytes))
    }

    /// Writes a rendered file chunk by chunk.
    public func write(_ relativePath: String, _ bytes: Rendered) throws(BuildProblem) {
        try Self.checkRelative(relativePath)
        if dryRun { return }
        let target = "\(staging)/\(relativePath)"
        let previous = "\(output)/\(relativePath)"
        try createFolder(for: relativePath)
        if seeded { state.withLock { _ = $0.claimedFiles.insert(relativePath) } }
        if Self.sameContents(previous, bytes), linkPublished(previous, to: target) {
            state.withLock { $0.unchanged += 1 }
            return
        }
        guard Self.writeFile(target, bytes) || (seeded && Self.removeTree(target) && Self.writeFile(target, bytes)) else {
            throw BuildProblem(source: target, message: "cannot write file (errno \(errno))")
        }
        state.withLock { $0.written += 1 }
    }

    /// Makes `target` the published file itself (same inode, so its mtime survives the swap).
    private func linkPublished(_ published: String, to target: String) -> Bool {
        if link(published, target) == 0 { return true }
        guard seeded, errno == EEXIST else { return false }
        var old = stat(), new = stat()
        if lstat(published, &new) == 0, lstat(target, &old) == 0, old.st_ino == new.st_ino, old.st_dev == new.st_dev {
            return true
        }
        return Self.removeTree(target) && link(published, target) == 0
    }

    /// Carries a folder of the published output over unchanged (last good pages of an invalid contest).
    /// Returns false when there was nothing to keep.
    @discardableResult
    public func keep(_ relativeFolder: String) throws(BuildProblem) -> Bool {
        try Self.checkRelative(relativeFolder)
        if dryRun { return true }
        let source = "\(output)/\(relativeFolder)"
        var info = stat()
        guard lstat(source, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return false }
        let target = "\(staging)/\(relativeFolder)"
        if seeded, reusable.contains(relativeFolder) {
            state.withLock {
                $0.claimedFolders.insert(relativeFolder)
                $0.foldersCarried += 1
            }
            return true
        }
        try createFolder(for: relativeFolder)
        if seeded {
            state.withLock { _ = $0.claimedFolders.insert(relativeFolder) }
            Self.removeTree(target)
        }
        guard pcsite_link_tree(source, target) >= 0 else {
            throw BuildProblem(source: source, message: "cannot keep last good files (errno \(errno))")
        }
        state.withLock { $0.foldersCarried += 1 }
        return true
    }

    /// Swaps the staging tree in (an atomic exchange where the kernel has one) and returns where the
    /// replaced tree now is, if there was one, for `SpareTree.keep`.
    public func commit() throws(BuildProblem) -> String? {
        if dryRun { return nil }
        Self.removeTree(pendingFolder)
        if seeded { sweep() }
        let parent = (output as NSString).deletingLastPathComponent
        let aside = (parent as NSString).appendingPathComponent(".\((output as NSString).lastPathComponent).old-\(getpid())")
        guard pcsite_replace_folder(staging, output, aside) == 0 else {
            throw BuildProblem(source: output, message: "cannot move the new site into place (errno \(errno))")
        }
        for replaced in [staging, aside] where Manifest.inodeNumber(replaced) != nil { return replaced }
        return nil
    }

    /// Throws the staging tree away; the published output is untouched.
    public func discard() {
        Self.removeTree(pendingFolder)
        Self.removeTree(staging)
    }

    /// A tree left behind is harmless (the next locked run removes it), so failures are ignored.
    @discardableResult
    static func removeTree(_ path: String) -> Bool {
        if pcsite_remove_tree(path) == 0 { return true }
        if errno == ENOENT { return true }
        return (try? FileManager.default.removeItem(atPath: path)) != nil
    }

    private func createFolder(for relativePath: String) throws(BuildProblem) {
        let folder = (relativePath as NSString).deletingLastPathComponent
        guard !folder.isEmpty else { return }
        let path = "\(staging)/\(folder)"
        // Under the lock, so no worker goes on to write into a folder another is still creating.
        try state.withLock { state throws(BuildProblem) in
            guard state.createdFolders.insert(folder).inserted else { return }
            // Parents usually exist already; one mkdir is far cheaper than FileManager's walk up the path.
            if mkdir(path, 0o755) == 0 { return }
            if errno == EEXIST {
                // A seeded tree may hold a file where this run needs a folder.
                var info = stat()
                guard seeded, lstat(path, &info) == 0, info.st_mode & S_IFMT != S_IFDIR else { return }
                Self.removeTree(path)
                if mkdir(path, 0o755) == 0 { return }
            }
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                state.createdFolders.remove(folder)
                throw BuildProblem(source: folder, message: "cannot create folder: \(error.localizedDescription)")
            }
        }
    }

    private static func sameContents(_ path: String, _ rendered: Rendered) -> Bool {
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

    static func writeFile(_ path: String, _ rendered: Rendered) -> Bool {
        // The staging path may already be a hard link into the published tree (a carried-over folder being
        // re-rendered): truncating it in place would change the live site, so the link is dropped first.
        unlink(path)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return rendered.chunks.allSatisfy { writeAll(descriptor, $0) }
    }

    private static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                guard let base = buffer.baseAddress else { return false }
                let count = Glibc.write(descriptor, base + offset, buffer.count - offset)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
    }

    /// Paths come from validated segments; this is the last line of defence against escaping the output folder.
    static func checkRelative(_ path: String) throws(BuildProblem) {
        // Every segment must be non-empty and not "." or "..": no leading, trailing or doubled slash.
        var segmentLength = 0
        var dots = 0
        var safe = true
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                if segmentLength == 0 || dots == segmentLength && dots <= 2 { safe = false; break }
                (segmentLength, dots) = (0, 0)
            } else {
                segmentLength += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        if segmentLength == 0 || dots == segmentLength && dots <= 2 { safe = false }
        guard safe else { throw BuildProblem(source: path, message: "refusing to write outside the output folder") }
    }
}
