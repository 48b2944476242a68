import Domain
import OutputTree
import Pages

struct ByteReader {
    struct Malformed: Error {}

    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { offset == bytes.count }

    mutating func expect(_ prefix: [UInt8]) -> Bool {
        guard bytes.count >= prefix.count, bytes[0..<prefix.count].elementsEqual(prefix) else { return false }
        offset = prefix.count
        return true
    }

    mutating func int() throws(Malformed) -> Int {
        guard bytes.count - offset >= 8 else { throw Malformed() }
        let value = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: Int64.self) }
        offset += 8
        return Int(Int64(littleEndian: value))
    }

    /// A length or element count: never negative, never more than the bytes left could hold.
    mutating func count() throws(Malformed) -> Int {
        let value = try int()
        guard value >= 0, value <= bytes.count - offset else { throw Malformed() }
        return value
    }

    mutating func string() throws(Malformed) -> String {
        let length = try count()
        defer { offset += length }
        return String(decoding: bytes[offset..<offset + length], as: UTF8.self)
    }

    mutating func optionalString() throws(Malformed) -> String? {
        guard bytes.count - offset >= 8 else { throw Malformed() }
        let marker = bytes.withUnsafeBytes { Int64(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: Int64.self)) }
        if marker == -1 {
            offset += 8
            return nil
        }
        return try string()
    }

    mutating func optionalInt() throws(Malformed) -> Int? {
        try int() == 0 ? nil : try int()
    }
}
