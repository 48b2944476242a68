import Domain
import Foundation
import Rendering
#if canImport(Glibc)
import Glibc
#endif

/// Join pages are rendered by the workers but published only once every contest is known, so that a
/// token claimed twice goes to the first contest in listing order. Meanwhile they wait on disk, beside
/// the staging tree, rather than in memory (7,000 join pages would otherwise be held until the end).
extension OutputStaging {
    var pendingFolder: String { staging + ".pending" }

    /// Keeps `bytes` under `name` (a contest id, already a safe path segment) until promoted or discarded.
    public func writePending(_ name: String, _ bytes: Rendered) throws(Problem) {
        if dryRun { return }
        try checkHealthy()
        if mkdir(pendingFolder, 0o755) != 0, case let code = errno, code != EEXIST {
            throw fail(pendingFolder, code: code, action: "cannot create the folder for join pages")
        }
        let path = (pendingFolder as NSString).appendingPathComponent(name)
        let code = injected(.pending, name) ?? Self.writeFile(path, bytes)
        guard code == 0 else { throw fail(path, code: code, action: "cannot keep a join page until it is published") }
    }

    /// Publishes a pending file at `relativePath` (hard-linked from the previous build when identical).
    public func promotePending(_ name: String, to relativePath: String) throws(Problem) {
        if dryRun { return }
        let path = (pendingFolder as NSString).appendingPathComponent(name)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw fail(path, code: errno == 0 ? EIO : errno, action: "cannot read back a join page")
        }
        try write(relativePath, [UInt8](data))
        unlink(path)
    }

    public func discardPending(_ name: String) {
        if dryRun { return }
        unlink((pendingFolder as NSString).appendingPathComponent(name))
    }
}
