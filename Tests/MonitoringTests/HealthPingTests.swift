import Foundation
import Monitoring
import TestSupport
import Testing

/// `ping_url` (CONTRACT §8): healthchecks.io's start / success / exit-status pings, against a real HTTP server
/// on 127.0.0.1, and bounded when the ping host hangs or is gone.
@Suite(.serialized) struct HealthPingTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let binary = repository.appendingPathComponent(".build/debug/pcsite").path
    /// healthchecks.io puts the check's secret in the path; it must never be printed.
    static let secret = "5f1b9c2e-ping-secret"

    /// A copy of the sample site with `extra` appended to its pcsite.yml.
    private func site(_ extra: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("pcsite-ping-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("content"),
                                         to: root.appendingPathComponent("content"))
        let config = try String(contentsOf: Self.repository.appendingPathComponent("pcsite.yml"), encoding: .utf8)
        try (config + "\n" + extra + "\n").write(to: root.appendingPathComponent("pcsite.yml"), atomically: true,
                                                 encoding: .utf8)
        return root
    }

    /// Runs `pcsite build` in `root`: exit status, stderr, seconds.
    private func build(in root: URL, _ extra: [String] = []) throws -> (status: Int32, stderr: String, seconds: Double) {
        guard FileManager.default.isExecutableFile(atPath: Self.binary) else {
            throw MissingBinary(description: "\(Self.binary) is missing: run `swift build` first")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.binary)
        process.arguments = ["build"] + extra
        process.currentDirectoryURL = root
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        let started = ContinuousClock.now
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let elapsed = ContinuousClock.now - started
        return (process.terminationStatus, String(decoding: data, as: UTF8.self),
                Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }

    struct MissingBinary: Error, CustomStringConvertible { let description: String }

    @Test func aSuccessfulRunPingsStartThenSuccess() async throws {
        try await withServer({ _ in .respond(status: 200, headers: [], body: Array("OK".utf8)) }) { server in
            let root = try site("ping_url: \(server.base)/ping/\(Self.secret)")
            defer { try? FileManager.default.removeItem(at: root) }

            let run = try build(in: root)

            #expect(run.status == 0, "\(run.stderr)")
            #expect(server.requests.map(\.path) == ["/ping/\(Self.secret)/start", "/ping/\(Self.secret)"])
        }
    }

    @Test func aFailedRunPingsItsExitStatus() async throws {
        try await withServer({ _ in .respond(status: 200, headers: [], body: []) }) { server in
            // stale_after turns the sample's January standings into exit 1.
            let root = try site("ping_url: \(server.base)/ping/\(Self.secret)/\nstale_after: 1h")
            defer { try? FileManager.default.removeItem(at: root) }

            #expect(try build(in: root).status == 1)
            #expect(server.requests.map(\.path) == ["/ping/\(Self.secret)/start", "/ping/\(Self.secret)/1"])

            // Exit 2: a templates folder that does not exist.
            #expect(try build(in: root, ["--templates", "missing"]).status == 2)
            #expect(server.requests.map(\.path).suffix(2) == ["/ping/\(Self.secret)/start", "/ping/\(Self.secret)/2"])
        }
    }

    @Test func aHangingPingHostNeitherFailsNorHoldsTheRunPastTheBound() async throws {
        try await withServer({ _ in .hang }) { server in
            let root = try site("ping_url: \(server.base)/ping/\(Self.secret)")
            defer { try? FileManager.default.removeItem(at: root) }

            let run = try build(in: root)

            #expect(run.status == 0, "\(run.stderr)")
            // Start and end ping: each at most 5 s (two tries of 2.5 s); the sample builds in well under a second.
            #expect(run.seconds < 12, "took \(run.seconds) s")
            #expect(server.requests.count == 4, "two tries per ping: \(server.requests.map(\.path))")
            #expect(run.stderr.contains("ping http://127.0.0.1:\(server.port)/… failed twice"), "\(run.stderr)")
            #expect(!run.stderr.contains(Self.secret))
        }
    }

    @Test func anUnreachablePingHostStaysWithinTheBound() async throws {
        // A port that was just closed: every connection refused (the HTTP client retries connecting until the bound).
        let server = try await TestHTTPServer.start { _ in .hang }
        let base = server.base
        await server.stop()
        let ping = HealthPing(url: "http://user:pass@127.0.0.1:\(base.split(separator: ":").last!)/p/\(Self.secret)?k=v")

        let started = ContinuousClock.now
        let note = await ping.send("")

        #expect(ContinuousClock.now - started < .seconds(5.5))
        let line = try #require(note)
        #expect(line.contains("connection refused"), "\(line)")
        for secret in ["user", "pass", Self.secret, "k=v"] { #expect(!line.contains(secret), "\(line)") }
    }

    @Test func aHangingPingIsCutAtItsBound() async throws {
        try await withServer({ _ in .hang }) { server in
            let started = ContinuousClock.now
            let note = await HealthPing(url: "\(server.base)/p", bound: 2).send("/start")
            let elapsed = ContinuousClock.now - started
            #expect(note != nil)
            #expect(elapsed >= .seconds(1.7) && elapsed <= .seconds(2.5), "two tries, each cut just under half the bound: \(elapsed)")
            #expect(server.requests(path: "/p/start").count == 2)
        }
    }
}
