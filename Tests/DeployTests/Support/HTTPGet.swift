import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// One HTTP/1.0 GET over a plain socket: no client-side cache between the test and nginx.
enum HTTPGet {
    struct Response {
        let status: Int
        /// Lower-case names.
        let headers: [String: String]
        let body: Data
    }

    static func fetch(port: Int, path: String) throws -> (status: Int, body: Data) {
        let response = try exchange(port: port, path: path, headers: [:])
        return (response.status, response.body)
    }

    static func exchange(port: Int, path: String, headers: [String: String]) throws -> Response {
        guard let descriptor = Loopback.connect(port: port) else {
            throw ServerFailed(message: "cannot connect to 127.0.0.1:\(port)")
        }
        defer { close(descriptor) }
        let extra = headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)\r\n" }.joined()
        let request = Array("GET \(path) HTTP/1.0\r\nHost: 127.0.0.1\r\n\(extra)\r\n".utf8)
        _ = request.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
        var response = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count <= 0 { break }
            response.append(contentsOf: buffer[0..<count])
        }
        guard let end = response.range(of: Data("\r\n\r\n".utf8)) else {
            throw ServerFailed(message: "no HTTP response from 127.0.0.1:\(port)\(path)")
        }
        let head = String(decoding: response[..<end.lowerBound], as: UTF8.self)
        let status = head.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        var fields: [String: String] = [:]
        for line in head.split(separator: "\r\n").dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Response(status: status, headers: fields, body: Data(response[end.upperBound...]))
    }
}
