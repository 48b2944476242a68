import Foundation
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

    static func fetch(host: String, port: Int, path: String) throws -> (status: Int, body: Data) {
        let response = try exchange(host: host, port: port, path: path, headers: [:])
        return (response.status, response.body)
    }

    static func exchange(host: String, port: Int, path: String, headers: [String: String]) throws -> Response {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr(host)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
        guard connected else { throw ServerFailed(message: "cannot connect to \(host):\(port)") }
        let extra = headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)\r\n" }.joined()
        let request = Array("GET \(path) HTTP/1.0\r\nHost: \(host)\r\n\(extra)\r\n".utf8)
        _ = request.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
        var response = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count <= 0 { break }
            response.append(contentsOf: buffer[0..<count])
        }
        guard let end = response.range(of: Data("\r\n\r\n".utf8)) else {
            throw ServerFailed(message: "no HTTP response from \(host):\(port)\(path)")
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
