import Domain
import Foundation
import Input
import Publishing

/// A throwaway site in a temp folder: `content/`, `pcsite.yml`, and outputs beside them.
public struct TestSite {
    public let root: URL

    public static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The repo's sample `content/` and `pcsite.yml`, copied.
    public static func sample() throws -> TestSite {
        let site = try empty()
        try FileManager.default.copyItem(at: repository.appendingPathComponent("content"),
                                         to: site.root.appendingPathComponent("content"))
        try FileManager.default.copyItem(at: repository.appendingPathComponent("pcsite.yml"),
                                         to: site.root.appendingPathComponent("pcsite.yml"))
        return site
    }

    /// A corpus from the project's generator, `scripts/bench/gen_corpus.py` (same contests for the same count).
    /// `bigContest`: one more contest with that many rows. `inMemory`: in /dev/shm where there is one, for a site of
    /// tens of thousands of files (on ext4, 8,300 contests took 25 s to generate and 12 s to remove; on tmpfs 6 s).
    public static func generated(contests: Int, rows: Int = 30, bigContest: Int? = nil,
                                 inMemory: Bool = false) throws -> TestSite {
        let script = repository.appendingPathComponent("scripts/bench/gen_corpus.py").path
        let site = try empty(inMemory: inMemory)
        // --jobs 1: the generator's process pool hangs when started from the test process.
        let status = try run("/usr/bin/env", ["python3", script, "--contests", "\(contests)", "--rows", "\(rows)",
                                              "--out", site.root.path, "--jobs", "1"]
                                             + (bigContest.map { ["--big-contest", "\($0)"] } ?? []))
        guard status == 0 else {
            site.remove()
            throw CorpusGeneratorFailed(script: script, status: status)
        }
        return site
    }

    public static func empty(inMemory: Bool = false) throws -> TestSite {
        let memory = URL(fileURLWithPath: "/dev/shm")
        let folder = inMemory && Self.hasRoom(memory.path) ? memory : FileManager.default.temporaryDirectory
        let root = folder.appendingPathComponent("pcsite-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return TestSite(root: root)
    }

    /// Writable, with 2 GB free: a container's /dev/shm is often 64 MB.
    private static func hasRoom(_ folder: String) -> Bool {
        var info = statvfs()
        return access(folder, W_OK) == 0 && statvfs(folder, &info) == 0
            && Int(info.f_bavail) * Int(info.f_frsize) >= 2 << 30
    }

    public func remove() { try? FileManager.default.removeItem(at: root) }

    public var content: String { root.appendingPathComponent("content").path }
    public func output(_ name: String = "public") -> String { root.appendingPathComponent(name).path }
    public func contestFolder(_ id: String) -> String { "\(content)/contests/\(id)" }

    public var contestIDs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "\(content)/contests")) ?? []).sorted()
    }

    /// Builds through the library entry point, as the CLI does.
    public func build(out: String = "public", jobs: Int = 2, full: Bool = false, dryRun: Bool = false,
               templates: String? = nil) async throws -> BuildReport {
        let config = try ConfigLoader.load(path: root.appendingPathComponent("pcsite.yml").path)
        let request = BuildRequest(source: DiskSource(root: content), contentPagesFolder: "\(content)/pages",
                                   outputFolder: output(out), templatesFolder: templates, config: config, jobs: jobs,
                                   dryRun: dryRun, full: full)
        return await SiteBuild.run(request)
    }

    /// Rewrites a contest document through a text edit.
    public func edit(_ id: String, file: String = "contest.json", _ change: (String) -> String) throws {
        let path = "\(contestFolder(id))/\(file)"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try change(text).write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Appends `lines` to pcsite.yml.
    public func configure(_ lines: String) throws {
        let config = root.appendingPathComponent("pcsite.yml")
        try (try String(contentsOf: config, encoding: .utf8) + "\n" + lines + "\n").write(to: config, atomically: true,
                                                                                          encoding: .utf8)
    }

    /// Sets `title:` in pcsite.yml: every page changes, so the next build rewrites every file.
    public func retitle(_ title: String) throws {
        let config = root.appendingPathComponent("pcsite.yml")
        let lines = try String(contentsOf: config, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("title:") }.map(String.init)
        try (["title: \"\(title)\""] + lines).joined(separator: "\n").write(to: config, atomically: true, encoding: .utf8)
    }

    @discardableResult
    public static func run(_ executable: String, _ arguments: [String], in folder: URL? = nil) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

public struct CorpusGeneratorFailed: Error, CustomStringConvertible {
    public let script: String
    public let status: Int32
    public var description: String { "\(script) exited with status \(status) (is python3 installed?)" }
}

/// Every regular file under a folder: relative path → bytes.
public func snapshot(_ folder: String) -> [String: Data] {
    var files: [String: Data] = [:]
    guard let walker = FileManager.default.enumerator(atPath: folder) else { return files }
    while let path = walker.nextObject() as? String {
        var isDirectory: ObjCBool = false
        let full = "\(folder)/\(path)"
        if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
            files[path] = FileManager.default.contents(atPath: full)
        }
    }
    return files
}

/// Where two trees differ, as `diff -rq` says it ("Only in …", "Files … differ"), sorted; empty when every file has
/// the same bytes. diff reads a file at a time (a snapshot of 40,000 files holds them all) and takes a second where
/// Foundation's enumerator and reads took twenty.
public func treeDifferences(_ first: String, _ second: String) throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/diff")
    process.arguments = ["-rq", first, second]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).sorted()
    guard process.terminationStatus == 0 || (process.terminationStatus == 1 && !lines.isEmpty) else {
        throw DiffFailed(status: process.terminationStatus)
    }
    return lines
}

public struct DiffFailed: Error, CustomStringConvertible {
    public let status: Int32
    public var description: String { "diff -rq exited with \(status) (Debian package diffutils)" }
}

/// Every regular file's identity: relative path → (inode, mtime in nanoseconds).
public func fileStamps(_ folder: String) -> [String: [Int]] {
    var stamps: [String: [Int]] = [:]
    for path in snapshot(folder).keys {
        var info = stat()
        guard stat("\(folder)/\(path)", &info) == 0 else { continue }
        stamps[path] = [Int(info.st_ino), info.st_mtim.tv_sec * 1_000_000_000 + info.st_mtim.tv_nsec]
    }
    return stamps
}

/// The paths whose stamp differs between two listings (added, removed or changed).
public func changedPaths(_ before: [String: [Int]], _ after: [String: [Int]]) -> Set<String> {
    Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
}
