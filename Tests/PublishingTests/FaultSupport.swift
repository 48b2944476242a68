import Domain
import Foundation
import Input
import OutputTree
@testable import Publishing
import TestSupport

/// Helpers of the fault tests: the project's own corpus generator, a small tmpfs, and checks that a
/// published tree is whole and that the report on disk tells the truth about it.
extension TestSite {
    /// A build as `pcsite build` runs it (report written beside the output), into any folder.
    func build(into output: String, full: Bool = false, faults: WriteFaults? = nil,
               binary: String? = nil) async throws -> BuildReport {
        let config = try ConfigLoader.load(path: root.appendingPathComponent("pcsite.yml").path)
        var request = BuildRequest(source: DiskSource(root: content), contentPagesFolder: "\(content)/pages",
                                   outputFolder: output, templatesFolder: nil, config: config, jobs: 2, full: full)
        request.reportPath = ReportFile.defaultPath(forOutput: output)
        request.faults = faults
        if let binary { request.binaryIdentity = binary }
        return await SiteBuild.run(request)
    }
}

/// A test that mounts a tmpfs was run without root.
struct NeedsRoot: Error, CustomStringConvertible {
    var description: String {
        "this test needs root to mount a small tmpfs: run the tests as root (as README's set-up does)"
    }
}

/// A tmpfs mounted for one test (the tests run as root), unmounted by `unmount()` on every path. Without root
/// or `/bin/mount` the test fails saying so: it never skips itself.
struct Tmpfs {
    let path: String

    /// Throws, saying what is missing, unless a tmpfs can be mounted here; tests call it before any set-up.
    static func requireMountable() throws {
        guard getuid() == 0 else { throw NeedsRoot() }
        guard FileManager.default.isExecutableFile(atPath: "/bin/mount") else {
            throw MissingTool(what: "/bin/mount", install: "apt-get install mount")
        }
    }

    init(megabytes: Int) throws {
        try Self.requireMountable()
        path = FileManager.default.temporaryDirectory.appendingPathComponent("pcsite-tmpfs-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let status = try TestSite.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(megabytes)m", "tmpfs", path])
        guard status == 0 else { throw Problem(source: path, message: "mount exited with \(status)") }
    }

    func unmount() {
        _ = try? TestSite.run("/bin/umount", ["-l", path])
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Changes the limit on inodes (files, folders and, on tmpfs, hard links) without touching the files.
    func limitInodes(_ count: Int) throws {
        let status = try TestSite.run("/bin/mount", ["-o", "remount,nr_inodes=\(count)", path])
        guard status == 0 else { throw Problem(source: path, message: "remount exited with \(status)") }
    }

    var free: (bytes: Int, inodes: Int, usedInodes: Int) {
        var info = statvfs()
        guard statvfs(path, &info) == 0 else { return (0, 0, 0) }
        return (Int(info.f_bavail) * Int(info.f_frsize), Int(info.f_favail), Int(info.f_files) - Int(info.f_ffree))
    }

    /// A filler file that leaves about `bytes` free (tmpfs counts whole pages).
    func fill(leaving bytes: Int) throws {
        let filler = "\(path)/filler"
        let size = max(0, free.bytes - bytes)
        let descriptor = open(filler, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw Problem(source: filler, message: "cannot create") }
        defer { close(descriptor) }
        let chunk = [UInt8](repeating: 0x2E, count: 1 << 20)
        var written = 0
        while written < size {
            let count = chunk.withUnsafeBytes { write(descriptor, $0.baseAddress, min(chunk.count, size - written)) }
            guard count > 0 else { break }
            written += count
        }
    }

    func removeFiller() { unlink("\(path)/filler") }
}

/// Contest ids the report says are published (built, unchanged or kept).
func publishedIDs(in report: [String: Any]) -> Set<String> {
    let records = report["contests"] as? [[String: Any]] ?? []
    return Set(records.filter { ["built", "unchanged", "kept"].contains($0["status"] as? String ?? "") }
        .compactMap { $0["id"] as? String })
}

/// Contest ids whose folder the tree holds.
func contestFolders(in tree: [String: Data]) -> Set<String> {
    Set(tree.keys.compactMap { path -> String? in
        let parts = path.split(separator: "/")
        return parts.count >= 3 && parts[0] == "contests" ? String(parts[1]) : nil
    })
}
