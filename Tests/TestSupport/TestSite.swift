import Domain
import Foundation
import Input
import Publishing

/// A throwaway site in a temporary folder: `content/`, `pcsite.yml`, and outputs beside them. Every test fixture
/// that builds a site builds it through `request`/`build` here, as `pcsite build` would.
public struct TestSite {
    public let root: URL
    /// `root/content` unless the site reads another folder (the bundled sample's, one that does not exist).
    public var content: String

    public init(root: URL, content: String? = nil) {
        self.root = root
        self.content = content ?? root.appendingPathComponent("content").path
    }

    public static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    /// The bundled sample's `content/` and `pcsite.yml`, read in place (never written).
    public static let sampleContent = repository.appendingPathComponent("content").path
    public static let sampleConfig = repository.appendingPathComponent("pcsite.yml").path

    /// The repo's sample `content/` and `pcsite.yml`, copied.
    public static func sample() throws -> TestSite {
        let site = try empty()
        try FileManager.default.copyItem(atPath: sampleContent, toPath: site.content)
        try FileManager.default.copyItem(atPath: sampleConfig, toPath: site.root.appendingPathComponent("pcsite.yml").path)
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

    /// An empty folder (`temporaryFolder`); `content/` is made by whatever writes into it.
    public static func empty(_ label: String = "site", inMemory: Bool = false) throws -> TestSite {
        TestSite(root: URL(fileURLWithPath: try temporaryFolder(label, inMemory: inMemory)))
    }

    public func remove() { try? FileManager.default.removeItem(at: root) }

    /// `name` under the root, or an absolute path as it is.
    public func output(_ name: String = "public") -> String {
        name.hasPrefix("/") ? name : root.appendingPathComponent(name).path
    }
    public func contestFolder(_ id: String) -> String { "\(content)/contests/\(id)" }

    public var contestIDs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "\(content)/contests")) ?? []).sorted()
    }

    /// The request the CLI makes for this site: `config`, else the site's `pcsite.yml`; the content's `pages/`.
    public func request(out: String = "public", config: SiteConfig? = nil, jobs: Int = 2, full: Bool = false,
                        dryRun: Bool = false, templates: String? = nil,
                        limits: DocumentLimits = DocumentLimits()) throws(Problem) -> BuildRequest {
        let settings: SiteConfig
        if let config { settings = config } else {
            settings = try ConfigLoader.load(path: root.appendingPathComponent("pcsite.yml").path)
        }
        return BuildRequest(source: DiskSource(root: content, limits: limits), contentPagesFolder: "\(content)/pages",
                            outputFolder: output(out), templatesFolder: templates, config: settings, jobs: jobs,
                            dryRun: dryRun, full: full)
    }

    /// Builds through the library entry point, as the CLI does; `configure` sets what the request's defaults do not.
    public func build(out: String = "public", config: SiteConfig? = nil, jobs: Int = 2, full: Bool = false,
                      dryRun: Bool = false, templates: String? = nil, limits: DocumentLimits = DocumentLimits(),
                      configure: (inout BuildRequest) -> Void = { _ in }) async throws -> BuildReport {
        var request = try request(out: out, config: config, jobs: jobs, full: full, dryRun: dryRun,
                                  templates: templates, limits: limits)
        configure(&request)
        return await SiteBuild.run(request)
    }

    /// Writes a JSON document (keys sorted) at `relative` under the content folder, making its folders.
    public func writeJSON(_ document: Any, to relative: String) throws {
        let path = "\(content)/\(relative)"
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys]).write(to: URL(fileURLWithPath: path))
    }

    /// A document of the bundled sample's contest `id` (`contest.json` or `leaderboard.json`), to vary and write.
    public static func sampleDocument(_ id: String, _ file: String = "contest.json") throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: "\(sampleContent)/contests/\(id)/\(file)"))
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
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
