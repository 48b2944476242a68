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
        let port = try RefusingPort()
        defer { port.close() }
        let ping = HealthPing(url: "http://user:pass@127.0.0.1:\(port.number)/p/\(Self.secret)?k=v")

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

/// A TCP port on 127.0.0.1 bound by this process and not listening: connecting to it is refused.
private struct RefusingPort {
    let descriptor: Int32
    let number: UInt16

    init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(descriptor, pointer, length) == 0 && getsockname(descriptor, pointer, &length) == 0
            }
        }
        guard descriptor >= 0, bound else { throw CannotBind(code: errno) }
        (self.descriptor, number) = (descriptor, UInt16(bigEndian: address.sin_port))
    }

    func close() { _ = Glibc.close(descriptor) }

    struct CannotBind: Error, CustomStringConvertible {
        let code: Int32
        var description: String { "cannot bind a port on 127.0.0.1: \(String(cString: strerror(code)))" }
    }
}
