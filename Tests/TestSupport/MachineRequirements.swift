import Domain
import Foundation
#if canImport(Glibc)
import Glibc
#endif

// What a test needs of the machine; a test missing it fails saying how to get it, never skips itself.

/// A program or module a test needs is not installed.
public struct MissingTool: Error, CustomStringConvertible {
    public let what: String
    public let install: String
    public init(what: String, install: String) { (self.what, self.install) = (what, install) }
    public var description: String {
        "\(what) is missing: install it (\(install); scripts/setup.sh installs every tool the tests need)"
    }
}

/// Throws `MissingTool` unless `name` (a path, or a program on PATH) is an executable.
public func requireTool(_ name: String) throws {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    let candidates = name.hasPrefix("/") ? [name] : folders.map { "\($0)/\(name)" }
    guard !candidates.contains(where: FileManager.default.isExecutableFile(atPath:)) else { return }
    throw MissingTool(what: name, install: toolPackages[name] ?? "the package providing it")
}

/// The package each tool the tests run comes from.
private let toolPackages = [
    "/usr/sbin/sshd": "Debian package openssh-server", "ssh-keygen": "Debian package openssh-client",
    "ssh": "Debian package openssh-client", "rsync": "Debian package rsync", "nginx": "Debian package nginx",
    "rclone": "Debian package rclone", "moto_server": "PyPI package moto[server]", "flock": "Debian package util-linux",
    "mount": "Debian package mount", "/bin/mount": "Debian package mount",
]

/// A test that mounts a tmpfs was run without root.
public struct NeedsRoot: Error, CustomStringConvertible {
    public init() {}
    public var description: String {
        "this test needs root to mount a small tmpfs: run the tests as root (as README's set-up does)"
    }
}

/// A tmpfs mounted for one test (the tests run as root), unmounted by `unmount()` on every path. Without root
/// or `/bin/mount` the test fails saying so: it never skips itself.
public struct Tmpfs {
    public let path: String

    /// Throws, saying what is missing, unless a tmpfs can be mounted here; tests call it before any set-up.
    public static func requireMountable() throws {
        guard getuid() == 0 else { throw NeedsRoot() }
        try requireTool("/bin/mount")
    }

    /// Mounted at `path` (made if missing), or at a new folder in the temporary directory.
    public init(megabytes: Int, at folder: String? = nil) throws {
        try Self.requireMountable()
        path = try folder ?? temporaryFolder("tmpfs")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let status = try TestSite.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(megabytes)m", "tmpfs", path])
        guard status == 0 else { throw Problem(source: path, message: "mount exited with \(status)") }
    }

    public func unmount() {
        _ = try? TestSite.run("/bin/umount", ["-l", path])
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Changes the limit on inodes (files, folders and, on tmpfs, hard links) without touching the files.
    public func limitInodes(_ count: Int) throws { try remount("nr_inodes=\(count)") }

    /// Every write refused from now on (EROFS).
    public func makeReadOnly() throws { try remount("ro") }

    private func remount(_ options: String) throws {
        let status = try TestSite.run("/bin/mount", ["-o", "remount,\(options)", path])
        guard status == 0 else { throw Problem(source: path, message: "remount with \(options) exited with \(status)") }
    }

    public var free: (bytes: Int, inodes: Int, usedInodes: Int) {
        var info = statvfs()
        guard statvfs(path, &info) == 0 else { return (0, 0, 0) }
        return (Int(info.f_bavail) * Int(info.f_frsize), Int(info.f_favail), Int(info.f_files) - Int(info.f_ffree))
    }

    /// A filler file that leaves about `bytes` free (tmpfs counts whole pages).
    public func fill(leaving bytes: Int) throws {
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

    public func removeFiller() { unlink("\(path)/filler") }
}

