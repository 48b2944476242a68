import Foundation
import Testing

/// What the commands do with pcsite.yml's unknown keys and limits, through the built binary.
@Suite(.serialized) struct ConfigCommandTests {
    static func site(appending settings: String) throws -> URL {
        let root = try CLI.site()
        let config = root.appendingPathComponent("pcsite.yml")
        let text = try String(contentsOf: config, encoding: .utf8)
        try (text + "\n" + settings).write(to: config, atomically: true, encoding: .utf8)
        return root
    }

    static func line(of key: String, in root: URL) throws -> Int {
        let lines = try String(contentsOf: root.appendingPathComponent("pcsite.yml"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.firstIndex { $0.hasPrefix(key) }) + 1
    }

    @Test func aTypoIsAWarningForBuildAndAnErrorForCheckStrict() throws {
        let root = try Self.site(appending: "stale_afer: 30m\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let expected = "pcsite.yml:\(try Self.line(of: "stale_afer", in: root)): unknown key \"stale_afer\" (did you mean stale_after?)"

        let build = try CLI.pcsite(["build"], in: root)
        #expect(build.status == 0)
        #expect(build.stderr.components(separatedBy: "\n").filter { $0.contains("stale_afer") } == ["warning: \(expected)"])

        let check = try CLI.pcsite(["check"], in: root)
        #expect(check.status == 0)
        #expect(check.stderr.contains("warning: \(expected)"))

        let strict = try CLI.pcsite(["check", "--strict"], in: root)
        #expect(strict.status == 2)
        #expect(strict.stderr.contains("error: \(expected)"))
    }

    @Test func theDocumentLimitIsASetting() throws {
        let root = try Self.site(appending: "limits:\n  max_document_bytes: 200\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let lowered = try CLI.pcsite(["build"], in: root)
        #expect(lowered.status == 1)
        #expect(lowered.stderr.contains("contest.json: file is"))
        #expect(lowered.stderr.contains("over the limit of 200"))

        let config = root.appendingPathComponent("pcsite.yml")
        let text = try String(contentsOf: config, encoding: .utf8)
        try text.replacingOccurrences(of: "max_document_bytes: 200", with: "max_document_bytes: 1000000")
            .write(to: config, atomically: true, encoding: .utf8)
        let raised = try CLI.pcsite(["build"], in: root)
        #expect(raised.status == 0, "\(raised.stderr)")
    }
}

/// `--jobs` defaults to the cores the process may use, as an operator pins it with taskset.
@Suite(.serialized) struct DefaultJobsTests {
    static func jobs(pinnedTo cpus: String, in root: URL) throws -> Int {
        let run = try CLI.pcsite(["build", "--full", "--quiet"], in: root, under: ["taskset", "-c", cpus])
        #expect(run.status == 0, "\(run.stderr)")
        let data = try Data(contentsOf: root.appendingPathComponent(".pcsite/public.report.json"))
        let report = try #require((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["report"] as? [String: Any])
        return try #require(report["jobs"] as? Int)
    }

    @Test func aBuildPinnedToOneCoreRunsOneJob() throws {
        let root = try CLI.site()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try Self.jobs(pinnedTo: "0", in: root) == 1)
        let cores = ProcessInfo.processInfo.activeProcessorCount
        if cores > 1 { #expect(try Self.jobs(pinnedTo: "0,1", in: root) == 2) }
    }
}
