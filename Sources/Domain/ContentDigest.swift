/// A stable 64-bit digest for change detection (not security). Swift's Hasher is seeded per process,
/// so it cannot key a manifest. Input is consumed eight bytes at a time: hashing every document of a
/// large snapshot is the bulk of a no-op incremental build, even in debug builds.
public struct ContentDigest: Sendable {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func combine(_ bytes: some Sequence<UInt8>) {
        let done: Void? = bytes.withContiguousStorageIfAvailable { combine(buffer: UnsafeRawBufferPointer($0)) }
        if done == nil { Array(bytes).withUnsafeBytes { combine(buffer: $0) } }
    }

    public mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { combine(buffer: UnsafeRawBufferPointer($0)) }
    }

    private mutating func combine(buffer: UnsafeRawBufferPointer) {
        var value = state
        let words = buffer.count / 8
        var offset = 0
        for _ in 0..<words {
            value = Self.mix(value ^ UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        var tail: UInt64 = 0
        while offset < buffer.count {
            tail = (tail << 8) | UInt64(buffer[offset])
            offset += 1
        }
        // The tail and the length end each piece, so ("ab", "c") and ("a", "bc") differ.
        value = Self.mix(value ^ tail)
        state = Self.mix(value ^ UInt64(buffer.count))
    }

    /// Multiply then fold the high half down, so every input bit reaches every output bit within a few words.
    private static func mix(_ value: UInt64) -> UInt64 {
        let product = value &* 0x9E37_79B9_7F4A_7C15
        return product ^ (product >> 29)
    }

    public var hex: String {
        let digits = String(state, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
