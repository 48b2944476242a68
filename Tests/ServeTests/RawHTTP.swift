import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
import TestSupport
#endif

/// A deliberately dumb HTTP/1.1 client over a plain socket: it sends the request target byte for byte
/// (no client-side `..` normalisation), so the tests see exactly what the server does with hostile paths.
/// Blocking I/O runs on a Dispatch thread, never on the cooperative pool the server's watcher needs.
enum RawHTTP {
    struct Response: Sendable {
        let status: Int
        let headers: [String: String]
        let body: String
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func get(_ target: String, port: Int) async throws -> Response {
        try await offPool {
            let socket = try connect(port: port)
            defer { close(socket) }
            try send("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", to: socket)
            return try parse(readAll(socket))
        }
    }

    /// Opens the live-reload event stream; read it with `readEvent`, then `close` the socket.
    static func openStream(_ target: String, port: Int) async throws -> Int32 {
        try await offPool {
            let socket = try connect(port: port)
            try send("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n", to: socket)
            return socket
        }
    }

    /// Reads the stream until a `data:` line whose value is not in `seen`; nil on timeout or close.
    static func readEvent(_ socket: Int32, notIn seen: Set<String>, timeout: Duration = .seconds(10)) async -> String? {
        await offPool {
            let deadline = ContinuousClock.now + timeout
            var text = ""
            while ContinuousClock.now < deadline {
                guard let chunk = readSome(socket) else { return nil }
                text += chunk
                let values = text.split(whereSeparator: \.isNewline).filter { $0.hasPrefix("data: ") }.map { String($0.dropFirst(6)) }
                if let fresh = values.first(where: { !seen.contains($0) }) { return fresh }
            }
            return nil
        }
    }

    private static func offPool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
        }
    }

    private static func offPool<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: work()) }
        }
    }

    private static func connect(port: Int) throws -> Int32 {
        guard let socket = Loopback.connect(port: port) else { throw Failure(description: "connect to port \(port) failed") }
        var timeout = timeval(tv_sec: 2, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        return socket
    }

    private static func send(_ request: String, to socket: Int32) throws {
        let bytes = Array(request.utf8)
        let sent = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, 0) }
        guard sent == bytes.count else { throw Failure(description: "short write") }
    }

    /// One read; "" on a receive timeout (caller checks its deadline), nil when the peer closed.
    private static func readSome(_ socket: Int32) -> String? {
        var buffer = [UInt8](repeating: 0, count: 16_384)
        let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
        if count == 0 { return nil }
        if count < 0 { return errno == EAGAIN || errno == EWOULDBLOCK ? "" : nil }
        return String(decoding: buffer[0..<count], as: UTF8.self)
    }

    private static func readAll(_ socket: Int32) throws -> String {
        var text = ""
        let deadline = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < deadline, let chunk = readSome(socket) { text += chunk }
        return text
    }

    private static func parse(_ text: String) throws -> Response {
        guard let split = text.range(of: "\r\n\r\n") else { throw Failure(description: "no response head: \(text)") }
        let lines = text[..<split.lowerBound].split(separator: "\r\n")
        let statusParts = lines.first?.split(separator: " ") ?? []
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else {
            throw Failure(description: "bad status line: \(lines.first ?? "")")
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Response(status: status, headers: headers, body: String(text[split.upperBound...]))
    }
}
