import Foundation
#if canImport(Glibc)
import Glibc
#endif
import HTTPTestSupport
import Monitoring
import TestSupport
import Testing

/// `ping_url` (CONTRACT §8): healthchecks.io's start / success / exit-status pings, against a real HTTP server
/// on 127.0.0.1, and bounded when the ping host hangs or is gone.
@Suite(.serialized) struct HealthPingTests {
    /// healthchecks.io puts the check's secret in the path; it must never be printed.
    static let secret = "5f1b9c2e-ping-secret"

    /// A copy of the sample site with `extra` appended to its pcsite.yml.
    private func site(_ extra: String) throws -> URL {
        let site = try TestSite.sample()
        try site.configure(extra)
        return site.root
    }

    /// Runs `pcsite build` in `root`: exit status, stderr, seconds.
    private func build(in root: URL, _ extra: [String] = []) throws -> (status: Int32, stderr: String, seconds: Double) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try PCSiteBinary.required())
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
            // The host never answers: without the bound (two tries of 2.5 s a ping) the run would never end. The
            // guard is far above the 10 s the pings may take, so a loaded machine cannot fail it.
            #expect(run.seconds < 60, "took \(run.seconds) s")
            #expect(server.requests.count == 4, "two tries per ping: \(server.requests.map(\.path))")
            #expect(run.stderr.contains("ping http://127.0.0.1:\(server.port)/… failed twice"), "\(run.stderr)")
            #expect(!run.stderr.contains(Self.secret))
        }
    }

    @Test func anUnreachablePingHostStaysWithinTheBound() async throws {
        // A port bound but not listening: every connection refused, and no other process can take the port meanwhile
        // (the HTTP client retries connecting until the bound).
        let refusing = try Loopback.bound()
        defer { close(refusing.descriptor) }
        let ping = HealthPing(url: "http://user:pass@127.0.0.1:\(refusing.port)/p/\(Self.secret)?k=v")

        let line = try #require(await ping.send(""))

        #expect(line.contains("connection refused"), "\(line)")
        for secret in ["user", "pass", Self.secret, "k=v"] { #expect(!line.contains(secret), "\(line)") }
    }

    @Test func aHangingPingIsCutAtItsBound() async throws {
        try await withServer({ _ in .hang }) { server in
            // The server never answers: the ping returns only because each of its two tries is cut.
            let note = await HealthPing(url: "\(server.base)/p", bound: 2).send("/start")
            #expect(note?.contains("failed twice") == true, "\(note ?? "no note")")
            #expect(server.requests(path: "/p/start").count == 2)
        }
    }
}
