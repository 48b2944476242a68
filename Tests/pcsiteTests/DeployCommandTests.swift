import Foundation
import Testing

/// What `pcsite deploy` prints for the person at the terminal (docs/DEPLOY.md), through the built binary:
/// the plan's paths on stdout, one a line, and the refused deletions of a guard.
@Suite(.serialized) struct DeployCommandTests {
    @Test func aVerboseDryRunPrintsEveryPathAndAGuardItsFirstRefusedDeletions() throws {
        let root = try CLI.site()
        defer { try? FileManager.default.removeItem(at: root) }
        let target = "file://\(root.path)/host"
        #expect(try CLI.pcsite(["build", "--quiet"], in: root).status == 0)
        #expect(try CLI.pcsite(["deploy", "--to", target, "--quiet"], in: root).status == 0)
        try "# News\n".write(to: root.appendingPathComponent("content/pages/news.md"), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: root.appendingPathComponent("content/pages/about.md"))
        #expect(try CLI.pcsite(["build", "--quiet"], in: root).status == 0)

        let quiet = try CLI.pcsite(["deploy", "--to", target, "--dry-run"], in: root)
        #expect(quiet.status == 0 && quiet.stdout.isEmpty, "\(quiet.stdout)")
        #expect(quiet.stderr.contains("would send") && quiet.stderr.contains("delete 1 files (dry run, nothing changed)"))

        let verbose = try CLI.pcsite(["deploy", "--to", target, "--dry-run", "--verbose"], in: root)
        #expect(verbose.status == 0)
        #expect(verbose.stdout.contains("+ pages/news/index.html") && verbose.stdout.contains("+ build.json"))
        #expect(verbose.stdout.contains("- pages/about/index.html"))
        #expect(verbose.stdout.allSatisfy { $0.hasPrefix("+ ") || $0.hasPrefix("- ") }, "\(verbose.stdout)")
        #expect(!FileManager.default.fileExists(atPath: "\(root.path)/host/current/pages/news"), "the dry run deployed")

        // deploy.max_deletes 0: the one deletion is refused, and named.
        let config = root.appendingPathComponent("pcsite.yml")
        try (try String(contentsOf: config, encoding: .utf8) + "\ndeploy:\n  max_deletes: 0\n")
            .write(to: config, atomically: true, encoding: .utf8)
        let refused = try CLI.pcsite(["deploy", "--to", target], in: root)
        #expect(refused.status == 2, "\(refused.stderr)")
        #expect(refused.stdout == ["- pages/about/index.html"], "\(refused.stdout)")
        #expect(refused.stderr.hasPrefix("error: \(target)"), "\(refused.stderr)")
    }

    /// The live release on a file:// host: `current` points at `releases/<build id>`.
    static func liveBuild(_ host: String) throws -> String {
        try FileManager.default.destinationOfSymbolicLink(atPath: "\(host)/current")
    }

    static func builtID(_ root: URL) throws -> String {
        let stamp = try Data(contentsOf: root.appendingPathComponent("public/build.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: stamp) as? [String: Any])
        return try #require(object["build_id"] as? String)
    }

    /// Cron's line after the person on call rolled back: `build --deploy` with nothing changed leaves the host on
    /// the rolled-back release (exit 0, one line saying why), and `deploy --resume` puts the newer build back.
    @Test func aRollbackHoldsAgainstTheNextBuildDeployUntilResume() throws {
        let root = try CLI.site()
        defer { try? FileManager.default.removeItem(at: root) }
        let host = "\(root.path)/host"
        let config = root.appendingPathComponent("pcsite.yml")
        try (try String(contentsOf: config, encoding: .utf8) + "\ndeploy:\n  target: \"file://\(host)\"\n")
            .write(to: config, atomically: true, encoding: .utf8)

        let first = try CLI.pcsite(["build", "--deploy", "--quiet"], in: root)
        #expect(first.status == 0, "\(first.stderr)")
        let a = try Self.builtID(root)
        try "# News\n".write(to: root.appendingPathComponent("content/pages/news.md"), atomically: true, encoding: .utf8)
        let second = try CLI.pcsite(["build", "--deploy", "--quiet"], in: root)
        #expect(second.status == 0, "\(second.stderr)")
        let b = try Self.builtID(root)
        #expect(a != b)
        #expect(try Self.liveBuild(host) == "releases/\(b)")

        let rollback = try CLI.pcsite(["deploy", "--rollback"], in: root)
        #expect(rollback.status == 0, "\(rollback.stderr)")
        #expect(try Self.liveBuild(host) == "releases/\(a)")

        for _ in 0..<2 {
            let cron = try CLI.pcsite(["build", "--deploy"], in: root)
            let said = cron.stderr + cron.stdout.joined(separator: "\n")
            #expect(cron.status == 0, "\(said)")
            #expect(said.contains("not deploying build \(b): held back by a rollback to release \(a)"), "\(said)")
            #expect(try Self.liveBuild(host) == "releases/\(a)")
            #expect(!FileManager.default.fileExists(atPath: "\(host)/current/pages/news/index.html"))
        }

        let resume = try CLI.pcsite(["deploy", "--resume"], in: root)
        #expect(resume.status == 0, "\(resume.stderr)")
        #expect(try Self.liveBuild(host) == "releases/\(b)")
        #expect(FileManager.default.fileExists(atPath: "\(host)/current/pages/news/index.html"))
        let stamp = try Data(contentsOf: URL(fileURLWithPath: "\(host)/current/build.json"))
        #expect(stamp == (try Data(contentsOf: root.appendingPathComponent("public/build.json"))))
    }
}
