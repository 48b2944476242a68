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
            let word = UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            state = ((state ^ word) &* Self.prime).rotatedLeft(by: 29)
            offset += 8
        }
        while offset < count {
            state = (state ^ UInt64(buffer[offset])) &* Self.prime
            offset += 1
        }
        // The length closes each part, so ("ab", "c") and ("a", "bc") differ.
        state = ((state ^ UInt64(count)) &* Self.prime).rotatedLeft(by: 17)
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
