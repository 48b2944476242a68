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
    private let state = Mutex(State())

    struct State {
        var createdFolders: Set<String> = []
        var written = 0
        var unchanged = 0
    }

    /// `lock` is nil only for a dry run: without the run lock, leftovers may belong to a live run.
    public init(output: String, lock: RunLock?) throws(BuildProblem) {
        self.dryRun = lock == nil
        let url = URL(fileURLWithPath: output).standardizedFileURL
        self.output = url.path
        let parent = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        staging = (parent as NSString).appendingPathComponent(".\(name).staging-\(getpid())")
        guard lock != nil else { return }
        Self.removeLeftovers(parent: parent, name: name)
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

    public var counts: (written: Int, unchanged: Int) {
        state.withLock { ($0.written, $0.unchanged) }
    }

    /// Writes `bytes` at `relativePath` (already validated to stay inside the output folder).
    public func write(_ relativePath: String, _ bytes: [UInt8]) throws(BuildProblem) {
        try write(relativePath, Rendered(bytes: bytes))
    }

    /// Writes a rendered file chunk by chunk.
    public func write(_ relativePath: String, _ bytes: Rendered) throws(BuildProblem) {
        try Self.checkRelative(relativePath)
        if dryRun { return }
        let target = (staging as NSString).appendingPathComponent(relativePath)
        let previous = (output as NSString).appendingPathComponent(relativePath)
        try createFolder(for: relativePath)
        if Self.sameContents(previous, bytes), link(previous, target) == 0 {
            state.withLock { $0.unchanged += 1 }
            return
        }
        guard Self.writeFile(target, bytes) else {
            throw BuildProblem(source: target, message: "cannot write file (errno \(errno))")
        }
        state.withLock { $0.written += 1 }
    }

    /// Carries a folder of the published output over unchanged (last good pages of an invalid contest).
    /// Returns false when there was nothing to keep.
    @discardableResult
    public func keep(_ relativeFolder: String) throws(BuildProblem) -> Bool {
        try Self.checkRelative(relativeFolder)
        if dryRun { return true }
        let source = (output as NSString).appendingPathComponent(relativeFolder)
        var info = stat()
        guard lstat(source, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return false }
        try createFolder(for: relativeFolder)
        let linked = pcsite_link_tree(source, (staging as NSString).appendingPathComponent(relativeFolder))
        guard linked >= 0 else {
            throw BuildProblem(source: source, message: "cannot keep last good files (errno \(errno))")
        }
        state.withLock { $0.unchanged += linked }
        return true
    }

    /// Swaps the staging tree in. Uses an atomic exchange where the kernel has one.
    public func commit() throws(BuildProblem) {
        if dryRun { return }
        Self.removeTree(pendingFolder)
        let parent = (output as NSString).deletingLastPathComponent
        let aside = (parent as NSString).appendingPathComponent(".\((output as NSString).lastPathComponent).old-\(getpid())")
        guard pcsite_replace_folder(staging, output, aside) == 0 else {
            throw BuildProblem(source: output, message: "cannot move the new site into place (errno \(errno))")
        }
        Self.removeTree(staging)
        Self.removeTree(aside)
    }

    /// Throws the staging tree away; the published output is untouched.
    public func discard() {
        Self.removeTree(pendingFolder)
        Self.removeTree(staging)
    }

    /// A tree left behind is harmless (the next locked run removes it), so failures are ignored.
    static func removeTree(_ path: String) {
        if pcsite_remove_tree(path) != 0 { try? FileManager.default.removeItem(atPath: path) }
    }

    private func createFolder(for relativePath: String) throws(BuildProblem) {
        let folder = (relativePath as NSString).deletingLastPathComponent
        guard !folder.isEmpty else { return }
        let path = (staging as NSString).appendingPathComponent(folder)
        // Under the lock, so no worker goes on to write into a folder another is still creating.
        try state.withLock { state throws(BuildProblem) in
            guard state.createdFolders.insert(folder).inserted else { return }
            // Parents usually exist already; one mkdir is far cheaper than FileManager's walk up the path.
            if mkdir(path, 0o755) == 0 || errno == EEXIST { return }
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                state.createdFolders.remove(folder)
                throw BuildProblem(source: folder, message: "cannot create folder: \(error.localizedDescription)")
            }
        }
    }

    private static func sameContents(_ path: String, _ rendered: Rendered) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) == rendered.count,
              let existing = FileManager.default.contents(atPath: path) else { return false }
        return existing.elementsEqual(rendered.chunks.joined())
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
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.hasPrefix("/"), !parts.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }) else {
            throw BuildProblem(source: path, message: "refusing to write outside the output folder")
        }
    }
}
