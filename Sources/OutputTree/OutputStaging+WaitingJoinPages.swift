import Domain
import Foundation
import Rendering
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Join pages are rendered by the workers but published only once every contest is known, so that a
/// token claimed twice goes to the first contest in listing order. Meanwhile they wait on disk, beside
/// the staging tree, rather than in memory (7,000 join pages would otherwise be held until the end).
extension OutputStaging {
    var waitingJoinPagesFolder: String { staging + ".pending" }

    /// What the worker that wrote a waiting join page learnt of it, so that publishing it reads nothing back.
    public struct WaitingJoinPage: Sendable {
        /// Its bytes equal the page published at its path: that file is linked in.
        let equalsPublished: Bool
        /// Its size and digest, for the file list.
        let entry: SiteFileList.Entry

        static let dryRun = WaitingJoinPage(equalsPublished: false, entry: SiteFileList.Entry(size: 0, value: 0))
    }

    /// Keeps `bytes` under `name` (a contest id, already a safe path segment) until promoted to `relativePath`
    /// or discarded. The page's folder is made now, while the other workers are busy rendering: made in the
    /// promotions, a hundred thousand folders in `join/` queued on that one folder's lock with nothing else to do.
    public func writeWaitingJoinPage(_ name: String, _ bytes: Rendered, for relativePath: String) throws(Problem) -> WaitingJoinPage {
        try Self.checkRelative(relativePath)
        if dryRun { return .dryRun }
        try checkHealthy()
        try createFolder(for: relativePath, touching: true)
        let path = waitingJoinPagePath(name)
        var code = injected(.pending, name) ?? FileCalls.writeFile(path, bytes, likelyThere: false)
        if code == ENOENT {
            for folder in [waitingJoinPagesFolder, (path as NSString).deletingLastPathComponent] {
                if mkdir(folder, 0o755) != 0, case let code = errno, code != EEXIST {
                    throw fail(folder, code: code, action: "cannot create the folder for join pages")
                }
            }
            code = FileCalls.writeFile(path, bytes, likelyThere: false)
        }
        guard code == 0 else { throw fail(path, code: code, action: "cannot keep a join page until it is published") }
        return WaitingJoinPage(equalsPublished: hasPublished && FileCalls.sameContents("\(output)/\(relativePath)", bytes),
                           entry: SiteFileList.Entry(size: bytes.count, value: Self.digest(of: bytes)))
    }

    /// Where `name` waits: in one of 256 folders, by its hash, so that the workers writing pages and the lanes
    /// promoting them do not all take the lock of one folder for every page.
    func waitingJoinPagePath(_ name: String) -> String {
        let shard = PathKey.fnv(name) & 0xff
        return "\(waitingJoinPagesFolder)/\(shard < 16 ? "0" : "")\(String(shard, radix: 16))/\(name)"
    }

    /// Publishes a waiting join page at the path it was written for: the published file linked in when they are equal,
    /// else the waiting join page itself (a link, then its waiting name removed).
    public func promoteWaitingJoinPage(_ name: String, to relativePath: String, _ page: WaitingJoinPage) throws(Problem) {
        if dryRun { return }
        try checkHealthy()
        let path = waitingJoinPagePath(name)
        let target = "\(staging)/\(relativePath)"
        try createFolder(for: relativePath, touching: true)
        defer { unlink(path) }
        if page.equalsPublished, linkPublished("\(output)/\(relativePath)", to: target) {
            unchanged.add(1, ordering: .relaxed)
            files.recordWritten(relativePath, page.entry)
            return
        }
        var code = injected(.file, relativePath) ?? FileCalls.link(path, to: target, likelyThere: seeded)
        // A seeded tree may hold a folder where this run puts a file.
        if code == EEXIST, seeded, TreeRemoval.remove(target) { code = FileCalls.link(path, to: target, likelyThere: false) }
        guard code == 0 else { throw fail(shown(relativePath), code: code) }
        written.add(1, ordering: .relaxed)
        files.recordWritten(relativePath, page.entry)
    }

    public func discardWaitingJoinPage(_ name: String) {
        if dryRun { return }
        unlink(waitingJoinPagePath(name))
    }
}
