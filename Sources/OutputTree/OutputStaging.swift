import CPlatform
import Domain
import EveryCore
import Foundation
import Rendering
#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// A new output tree built beside the published one and swapped in only when the build finished,
/// so a crash, kill or failed build leaves the previous output exactly as it was. Files identical to
/// the published ones are hard-linked rather than rewritten, so their mtimes survive the swap.
/// This is the door every file goes through (write, keep, link, swap, discard) and the run's health; the
/// rooms behind it are `StagingFolders` (folders made and marked), `StagingFiles` (what the tree holds, for the
/// file list), `UnclaimedSweep`, `FileCalls` and `StreamedFile` (the system calls), and the waiting join pages.
public final class OutputStaging: Sendable {
    public let output: String
    /// The output folder as the user named it, for messages: `public/contests/<id>/index.html: No space left on device`.
    let shownOutput: String
    /// Where the new tree is built (`StagingFolders` holds it).
    var staging: String { folders.staging }
    let faults: WriteFaults?
    let cancellation: BuildCancellation?
    /// The run's threads: the sweep, the file list and throwing a tree away run on them.
    public let parallel: Parallel
    /// `pcsite check`: everything is rendered, nothing is written.
    let dryRun: Bool
    /// The staging tree started as the spare (see `SpareTree`), not empty: what this run does not write
    /// or keep is swept out of it before the swap.
    var seeded: Bool { folders.seeded }
    /// There was a published output when the run began. Without one, no page is compared with its published
    /// copy: a first build would look up every path it writes, in a tree that is not there.
    let hasPublished: Bool
    /// Folders of the seeded tree whose files already equal the published ones; keeping them costs nothing.
    let reusable: Set<PathKey>
    let folders: StagingFolders
    let files: StagingFiles
    /// The first write that failed. Any failed write stops the build before the swap, whoever caught it.
    private let failure: FirstFailure<Problem>
    let written = Atomic(0)
    let unchanged = Atomic(0)
    private let foldersCarried = Atomic(0)
    private let swept = Atomic(false)

    /// `lock` is nil only for a dry run: without the run lock, leftovers may belong to a live run.
    /// `spareInode` is the inode the spare tree's manifest describes (see `SpareTree`), nil when there is none;
    /// `reusableFolders` names the spare's folders whose files equal the published ones, asked only once the spare is taken.
    public init(output: String, lock: RunLock?, spareInode: UInt64? = nil, reusableFolders: () -> Set<PathKey> = { [] },
                faults: WriteFaults? = nil, cancellation: BuildCancellation? = nil, parallel: Parallel) throws(Problem) {
        self.dryRun = lock == nil
        let failure = FirstFailure<Problem>()
        self.failure = failure
        (shownOutput, self.faults, self.cancellation, self.parallel) = (output, faults, cancellation, parallel)
        let url = URL(fileURLWithPath: output).standardizedFileURL
        self.output = url.path
        let parent = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        let staging = (parent as NSString).appendingPathComponent(".\(name).staging-\(getpid())")
        hasPublished = FileCalls.isFolder(self.output)
        guard lock != nil else {
            reusable = []
            (folders, files) = (StagingFolders(staging: staging, seeded: false), StagingFiles(fileLog: nil, failure: failure))
            return
        }
        files = StagingFiles(fileLog: try ScratchFile(in: parent, for: "the list of the new site's files"), failure: failure)
        Self.removeLeftovers(parent: parent, name: name)
        let seeded = SpareTree.take(forOutput: output, as: staging, describedInode: spareInode, on: parallel)
        folders = StagingFolders(staging: staging, seeded: seeded)
        reusable = seeded ? reusableFolders() : []
        guard !seeded else { return }
        let code = FileCalls.makeFolders(staging)
        guard code == 0 else { throw .system(staging, code: code, action: "cannot create the staging folder") }
    }

    /// Staging and old trees of runs that were killed; the run lock guarantees none of them is live.
    private static func removeLeftovers(parent: String, name: String) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return }
        for entry in entries where entry.hasPrefix(".\(name).staging-") || entry.hasPrefix(".\(name).old-") {
            TreeRemoval.remove((parent as NSString).appendingPathComponent(entry))
        }
    }

    /// The staging folder's inode: after the swap, the output's. The manifest records it.
    public var stagingInode: UInt64? { Inode.number(staging) }

    /// Records the first failed write (later ones are its consequences) and returns the problem to throw.
    func fail(_ path: String, code: Int32, action: String? = nil) -> Problem {
        let problem = Problem.system(path, code: code, action: action)
        failure.record(problem)
        return problem
    }

    /// True once a write failed or a signal arrived: workers stop taking contests.
    public var isStopping: Bool {
        cancellation?.signal != nil || failure.isSet
    }

    /// Throws the first failed write, or the signal that cancelled the build: either way nothing may be swapped in.
    public func checkHealthy() throws(Problem) {
        try failure.check()
        if let signal = cancellation?.signal {
            throw Problem(source: shownOutput, message: "interrupted by \(Self.signalName(signal)); nothing published")
        }
    }

    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGTERM: "SIGTERM"
        case SIGINT: "SIGINT"
        default: "signal \(signal)"
        }
    }

    /// A path of the output as the user named it.
    func shown(_ relativePath: String) -> String {
        relativePath.isEmpty ? shownOutput : "\(shownOutput)/\(relativePath)"
    }

    /// The errno the test seam wants this write to fail with, if any.
    public func injected(_ step: WriteStep, _ path: String) -> Int32? {
        faults?.code(step, path)
    }

    public var counts: (written: Int, unchanged: Int, foldersCarried: Int) {
        (written.load(ordering: .relaxed), unchanged.load(ordering: .relaxed), foldersCarried.load(ordering: .relaxed))
    }

    /// Writes `bytes` at `relativePath` (already validated to stay inside the output folder).
    public func write(_ relativePath: String, _ bytes: [UInt8]) throws(Problem) {
        try write(relativePath, Rendered(bytes: bytes))
    }

    /// Writes a rendered file chunk by chunk.
    public func write(_ relativePath: String, _ bytes: Rendered) throws(Problem) {
        try Self.checkRelative(relativePath)
        if dryRun { return }
        try checkHealthy()
        let target = "\(staging)/\(relativePath)"
        let previous = "\(output)/\(relativePath)"
        try createFolder(for: relativePath, touching: true)
        let entry = SiteFileList.Entry(size: bytes.count, value: Self.digest(of: bytes))
        if hasPublished, FileCalls.sameContents(previous, bytes), linkPublished(previous, to: target) {
            unchanged.add(1, ordering: .relaxed)
            files.recordWritten(relativePath, entry)
            return
        }
        var code = injected(.file, relativePath) ?? FileCalls.writeFile(target, bytes, likelyThere: seeded)
        // A seeded tree may hold a folder where this run writes a file.
        if code == EEXIST, seeded, TreeRemoval.remove(target) { code = FileCalls.writeFile(target, bytes, likelyThere: true) }
        guard code == 0 else { throw fail(shown(relativePath), code: code) }
        written.add(1, ordering: .relaxed)
        files.recordWritten(relativePath, entry)
    }

    /// Writes a file as `produce` makes it, piece by piece (a big contest's index.md, never held whole): written as
    /// it comes and compared with the published file as it goes; when they turn out equal, the published file is
    /// linked in its place, as `write` does. A file not written completely is removed.
    public func write(_ relativePath: String,
                      streaming produce: (_ emit: ([UInt8]) -> Void) throws(Problem) -> Void) throws(Problem) {
        try Self.checkRelative(relativePath)
        if dryRun { return try produce { _ in } }
        try checkHealthy()
        let target = "\(staging)/\(relativePath)"
        let previous = "\(output)/\(relativePath)"
        try createFolder(for: relativePath, touching: true)
        if let code = injected(.file, relativePath) { throw fail(shown(relativePath), code: code) }
        var file = StreamedFile(target: target, likelyThere: seeded, comparingWith: hasPublished ? previous : nil)
        do {
            try produce { file.append($0) }
        } catch {
            file.abandon()
            throw error
        }
        let (code, equalsPrevious, entry) = file.finish()
        guard code == 0 else { throw fail(shown(relativePath), code: code) }
        if equalsPrevious, FileCalls.replace(target, withLinkTo: previous) {
            unchanged.add(1, ordering: .relaxed)
            files.recordWritten(relativePath, entry)
            return
        }
        written.add(1, ordering: .relaxed)
        files.recordWritten(relativePath, entry)
    }

    /// Links the published file at `relativePath` into the new tree as it is, for a page whose inputs did not
    /// change. Returns false when there is no such file (the caller renders it).
    public func keepFile(_ relativePath: String) throws(Problem) -> Bool {
        try Self.checkRelative(relativePath)
        if dryRun { return false }
        try checkHealthy()
        let previous = "\(output)/\(relativePath)"
        var info = stat()
        guard lstat(previous, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
        try createFolder(for: relativePath, touching: true)
        guard linkPublished(previous, to: "\(staging)/\(relativePath)") else { return false }
        unchanged.add(1, ordering: .relaxed)
        files.recordLinked(relativePath)
        return true
    }

    /// Makes `target` the published file itself (same inode, so its mtime survives the swap).
    func linkPublished(_ published: String, to target: String) -> Bool {
        if link(published, target) == 0 { return true }
        guard seeded, errno == EEXIST else { return false }
        var old = stat(), new = stat()
        if lstat(published, &new) == 0, lstat(target, &old) == 0, old.st_ino == new.st_ino, old.st_dev == new.st_dev {
            return true
        }
        return TreeRemoval.remove(target) && link(published, target) == 0
    }

    /// Carries a folder of the published output over unchanged (last good pages of an invalid contest).
    /// Returns false when there was nothing to keep.
    @discardableResult
    public func keep(_ relativeFolder: String) throws(Problem) -> Bool {
        try Self.checkRelative(relativeFolder)
        if dryRun { return true }
        try checkHealthy()
        let source = "\(output)/\(relativeFolder)"
        guard FileCalls.isFolder(source) else { return false }
        let target = "\(staging)/\(relativeFolder)"
        let key = PathKey(relativeFolder)
        let touched = folders.folder(key, is: .touched)
        // A folder this run wrote into (a contest that failed half-way through rendering) holds new files
        // beside old ones: it is re-linked whole, never kept as it is.
        if seeded, reusable.contains(key), !touched {
            foldersCarried.add(1, ordering: .relaxed)
            recordKept(relativeFolder)
            return true
        }
        try createFolder(for: relativeFolder, touching: false)
        if seeded || touched { TreeRemoval.remove(target) }
        let code = injected(.keep, relativeFolder) ?? (pcsite_link_tree(source, target) >= 0 ? 0 : errno)
        guard code == 0 else { throw fail(shown(relativeFolder), code: code, action: "cannot keep the last good files") }
        foldersCarried.add(1, ordering: .relaxed)
        recordKept(relativeFolder)
        return true
    }

    private func recordKept(_ relativeFolder: String) {
        files.recordKept(relativeFolder)
        // A spare's folder kept where it is was never made by this run: the sweep must still find its way to it.
        folders.markAncestors(of: relativeFolder, .created)
    }

    /// Links the files of another published tree (a language's own build, CONTRACT §11) into the new one under
    /// `folder`, each with the entry that tree's list gives it: the same inodes, so deploy and the digest cache see
    /// unchanged files as unchanged. `files` is that tree's list; its `build.json` stays its own.
    public func linkTree(_ source: String, as folder: String, files list: StreamedFileList) throws(Problem) {
        try Self.checkRelative(folder)
        if dryRun { return }
        try checkHealthy()
        var failure: Problem?
        let complete = list.forEach { path, entry in
            guard failure == nil, path != SiteFileList.stampName else { return }
            let relative = "\(folder)/\(path)"
            do throws(Problem) {
                try createFolder(for: relative, touching: true)
            } catch {
                failure = error
                return
            }
            guard linkPublished("\(source)/\(path)", to: "\(staging)/\(relative)") else {
                failure = fail(shown(relative), code: errno, action: "cannot link the \(folder) site's file")
                return
            }
            written.add(1, ordering: .relaxed)
            files.recordWritten(relative, entry)
        }
        if let failure { throw failure }
        guard complete else {
            throw fail(shown(folder), code: EIO, action: "the \(folder) site's list of files is damaged")
        }
    }

    /// Swaps the staging tree in (an atomic exchange where the kernel has one) and returns where the
    /// replaced tree now is, if there was one, for `SpareTree.keep`.
    public func commit() throws(Problem) -> String? {
        if dryRun { return nil }
        try checkHealthy()
        sweepUnclaimed()
        let parent = (output as NSString).deletingLastPathComponent
        let aside = (parent as NSString).appendingPathComponent(".\((output as NSString).lastPathComponent).old-\(getpid())")
        // The last point where a signal still means "publish nothing".
        try checkHealthy()
        let code = injected(.swap, "") ?? (pcsite_replace_folder(staging, output, aside) == 0 ? 0 : errno)
        guard code == 0 else { throw fail(shownOutput, code: code, action: "cannot move the new site into place") }
        for replaced in [staging, aside] where Inode.number(replaced) != nil { return replaced }
        return nil
    }

    /// Removes the pending folder and, in a seeded tree, whatever this run neither wrote nor kept: after this
    /// the staging tree holds exactly the new site. Runs once.
    func sweepUnclaimed() {
        guard swept.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged else { return }
        TreeRemoval.remove(waitingJoinPagesFolder)
        if seeded { UnclaimedSweep(folders: folders, files: files, parallel: parallel).run() }
    }

    /// Throws the staging tree away; the published output is untouched.
    public func discard() {
        TreeRemoval.remove(waitingJoinPagesFolder)
        TreeRemoval.remove(staging, on: parallel)
    }

    /// The new tree's files with their digests (`StagingFiles.recordedFiles`), nil when they must be walked instead.
    func recordedFiles(published: StreamedFileList?) -> TreeFiles? {
        files.recordedFiles(published: published, on: parallel)
    }

    /// The digest `SiteFileList.scan` takes of the file's bytes, in one piece.
    public static func digest(of rendered: Rendered) -> UInt64 {
        var digest = ContentDigest()
        digest.combine(joined: rendered.chunks)
        return digest.value
    }

    /// Makes the folder for `relativePath` (`StagingFolders.prepare`); a folder that cannot be made fails the run.
    func createFolder(for relativePath: String, touching: Bool) throws(Problem) {
        guard let failed = folders.prepare(for: relativePath, touching: touching) else { return }
        throw fail(shown(failed.folder), code: failed.code, action: "cannot create the folder")
    }

    /// Paths come from validated segments; this is the last line of defence against escaping the output folder.
    static func checkRelative(_ path: String) throws(Problem) {
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
        guard safe else { throw Problem(source: path, message: "refusing to write outside the output folder") }
    }
}
