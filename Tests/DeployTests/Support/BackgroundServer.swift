import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A server process started by a test (sshd, nginx, moto) on 127.0.0.1 and a free port, stopped when released.
final class BackgroundServer: @unchecked Sendable {
    let process = Process()
    let port: Int
    let log: String

    init(_ arguments: [String], port: Int, log: String, environment: [String: String]? = nil) throws {
        self.port = port
        self.log = log
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let environment { process.environment = environment }
        FileManager.default.createFile(atPath: log, contents: nil)
        let handle = FileHandle(forWritingAtPath: log)
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        try waitUntilListening()
    }

    /// Polls the port for up to 20 s: a server that never comes up fails the test with its own log.
    private func waitUntilListening() throws {
        for _ in 0..<200 {
            if Self.accepts(port) { return }
            if !process.isRunning { break }
            Thread.sleep(forTimeInterval: 0.1)
        }
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        stop()
        throw ServerFailed(message: "\(process.arguments?.first ?? "server") did not start on port \(port): \(text.suffix(600))")
    }

    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }

    deinit { stop() }

    static func accepts(_ port: Int) -> Bool {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var address = loopback(port)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
    }

    /// A port the kernel just handed out and released; good enough for a server started right after.
    static func freePort() -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = loopback(0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0 }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    private static func loopback(_ port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }
}

struct ServerFailed: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
