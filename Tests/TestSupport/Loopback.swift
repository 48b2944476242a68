import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// TCP sockets on 127.0.0.1, for the servers the tests start and the clients that talk to them.
public enum Loopback {
    public static func address(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }

    /// A socket bound to a port the kernel hands out, not listening: connecting to it is refused until it closes.
    public static func bound() throws -> (descriptor: Int32, port: Int) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw LoopbackFailed(what: "open a socket", code: errno) }
        var address = address(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard bound else {
            let code = errno
            close(descriptor)
            throw LoopbackFailed(what: "bind a port", code: code)
        }
        return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
    }

    /// A port the kernel just handed out and released, for a server started right after to bind.
    public static func freePort() throws -> Int {
        let (descriptor, port) = try bound()
        close(descriptor)
        return port
    }

    /// A socket connected to `port`, or nil when nothing accepts there.
    public static func connect(port: Int) -> Int32? {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        var address = address(port: port)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        guard connected else {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    /// Whether something accepts connections on `port`.
    public static func accepts(_ port: Int) -> Bool {
        guard let descriptor = connect(port: port) else { return false }
        close(descriptor)
        return true
    }
}

public struct LoopbackFailed: Error, CustomStringConvertible {
    public let what: String
    public let code: Int32
    public var description: String { "cannot \(what) on 127.0.0.1: \(String(cString: strerror(code)))" }
}
