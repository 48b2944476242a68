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
    public func writePending(_ name: String, _ bytes: Rendered) throws(BuildProblem) {
        if dryRun { return }
        if mkdir(pendingFolder, 0o755) != 0, errno != EEXIST {
            throw BuildProblem(source: pendingFolder, message: "cannot create folder (errno \(errno))")
        }
        let path = (pendingFolder as NSString).appendingPathComponent(name)
        guard Self.writeFile(path, bytes) else { throw BuildProblem(source: path, message: "cannot write file (errno \(errno))") }
    }

    /// Publishes a pending file at `relativePath` (hard-linked from the previous build when identical).
    public func promotePending(_ name: String, to relativePath: String) throws(BuildProblem) {
        if dryRun { return }
        let path = (pendingFolder as NSString).appendingPathComponent(name)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BuildProblem(source: path, message: "rendered join page is missing")
        }
        try write(relativePath, [UInt8](data))
        unlink(path)
    }

    public func discardPending(_ name: String) {
        if dryRun { return }
        unlink((pendingFolder as NSString).appendingPathComponent(name))
    }
}
