/// A stable 64-bit FNV-1a digest. Swift's Hasher is seeded per process, so it cannot key a manifest.
public struct ContentDigest: Sendable {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func combine(_ bytes: some Sequence<UInt8>) {
        // Contiguous input (arrays, UTF-8 strings) takes the buffer loop: several times faster in debug builds.
        let done: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            var value = state
            for byte in buffer { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            state = value
        }
        if done == nil {
            for byte in bytes {
                state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
        }
        // A separator so ("ab", "c") and ("a", "bc") differ.
        state = (state ^ 0xFF) &* 0x0000_0100_0000_01B3
    }

    public mutating func combine(_ text: String) { combine(text.utf8) }

    public var hex: String {
        let digits = String(state, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
