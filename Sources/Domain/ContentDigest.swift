/// A stable 64-bit digest of input bytes for the incremental-build manifest. Swift's Hasher is seeded
/// per process, so it cannot key a manifest; this mixes eight bytes at a time (FNV-style multiply and
/// a rotation), fast enough that hashing 250 MB of JSON costs a fraction of parsing it.
public struct ContentDigest: Sendable {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01B3

    public init() {}

    public mutating func combine(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { combine($0) }
    }

    public mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { combine(UnsafeRawBufferPointer($0)) }
    }

    public mutating func combine(_ buffer: UnsafeRawBufferPointer) {
        var offset = 0
        let count = buffer.count
        while offset + 8 <= count {
            mix(word: UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        while offset < count {
            state = (state ^ UInt64(buffer[offset])) &* Self.prime
            offset += 1
        }
        // The length closes each part, so ("ab", "c") and ("a", "bc") differ.
        state = ((state ^ UInt64(count)) &* Self.prime).rotatedLeft(by: 17)
    }

    /// The digest `combine` takes of the parts' bytes joined into one, without joining them: a big contest's
    /// index.md is rendered in chunks, and a copy of it in one piece only to digest it cost 50 MB.
    public mutating func combine(joined parts: [[UInt8]]) {
        var pending: UInt64 = 0, pendingCount = 0, total = 0
        for part in parts {
            part.withUnsafeBytes { buffer in
                var offset = 0
                while pendingCount > 0, offset < buffer.count {
                    pending |= UInt64(buffer[offset]) << (8 * UInt64(pendingCount))
                    pendingCount += 1
                    offset += 1
                    if pendingCount == 8 { mix(word: pending); (pending, pendingCount) = (0, 0) }
                }
                while offset + 8 <= buffer.count {
                    mix(word: UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
                    offset += 8
                }
                while offset < buffer.count {
                    pending |= UInt64(buffer[offset]) << (8 * UInt64(pendingCount))
                    pendingCount += 1
                    offset += 1
                }
                total += buffer.count
            }
        }
        for index in 0..<pendingCount { state = (state ^ ((pending >> (8 * UInt64(index))) & 0xFF)) &* Self.prime }
        state = ((state ^ UInt64(total)) &* Self.prime).rotatedLeft(by: 17)
    }

    private mutating func mix(word: UInt64) {
        state = ((state ^ word) &* Self.prime).rotatedLeft(by: 29)
    }

    public var value: UInt64 { state }

    public var hex: String { Self.hex(state) }

    /// 16 lowercase hex digits.
    public static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

private extension UInt64 {
    func rotatedLeft(by bits: UInt64) -> UInt64 { (self << bits) | (self >> (64 - bits)) }
}
