import Foundation
import TestSupport
@testable import Deploying

/// A temp folder removed at the end of the test, world-traversable so nginx's workers can read under it.
final class Scratch: @unchecked Sendable {
    let path: String

    init(_ label: String = "deploy") throws {
        path = try temporaryFolder(label)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    }

    func file(_ name: String) -> String { "\(path)/\(name)" }

    func write(_ name: String, _ text: String, mode: Int = 0o644) throws {
        try FileManager.default.createDirectory(atPath: (file(name) as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try text.write(toFile: file(name), atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file(name))
    }

    deinit {
        waitForNextReleaseCopies()
        try? FileManager.default.removeItem(atPath: path)
    }

    /// A deploy to a host folder made here leaves the next release's hard links being copied in the background,
    /// under `releases/.next.lock` (ReleaseTarget's `nextReleaseScript`). Removing the folder while `cp -al`
    /// writes into it fails and leaves the copy behind in /tmp, so each such lock is taken first (10 s at most).
    private func waitForNextReleaseCopies() {
        guard let items = FileManager.default.enumerator(atPath: path) else { return }
        var locks: [String] = []
        while let item = items.nextObject() as? String {
            if (item as NSString).lastPathComponent == "releases" {
                let lock = "\(path)/\(item)/.next.lock"
                if FileManager.default.fileExists(atPath: lock) { locks.append(lock) }
                items.skipDescendants()
            }
        }
        for lock in locks {
            let descriptor = open(lock, O_RDONLY)
            guard descriptor >= 0 else { continue }
            var tries = 0
            while flock(descriptor, LOCK_EX | LOCK_NB) != 0, tries < 100 {
                Thread.sleep(forTimeInterval: 0.1)
                tries += 1
            }
            close(descriptor)
        }
    }
}

/// Runs a program to the end and returns its status and combined output (test plumbing, not the code under test).
@discardableResult
func shell(_ arguments: [String], environment: [String: String]? = nil) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    if let environment { process.environment = environment }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// Polls `condition` for up to 20 s: background work on the host has no other signal.
func eventually(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<400 {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(50))
    }
    return condition()
}

/// Holds `flock` on `path` from a background process (as a copy in progress on the host would) until killed;
/// returns its pid once the lock is taken.
func holdLock(_ path: String) async throws -> pid_t {
    // A process of its own, not Foundation's Process, whose wait would also wait for the `sleep` left behind.
    let started = try ChildProcess(arguments: ["sh", "-c", "flock -o \(path) sleep 60 >/dev/null 2>&1 </dev/null & echo $!"]).run()
    guard let pid = Int32(started.output.trimmingCharacters(in: .whitespacesAndNewlines)),
          await eventually({ (try? shell(["flock", "-n", path, "true"]).status) == 1 }) else {
        throw MissingTool(what: "flock", install: "Debian package util-linux")
    }
    return pid
}

extension Scratch {
    /// The folder a `file://` target deploys into; that target runs rsync and flock on this machine.
    static func fileHost() throws -> Scratch {
        try requireTool("rsync")
        try requireTool("flock")
        return try Scratch("host")
    }
}
