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
        text.withUTF8Bytes { combine($0) }
    }

    public mutating func combine(_ buffer: UnsafeRawBufferPointer) {
        var part = Part()
        part.add(buffer, to: &self)
        part.close(&self)
    }

    /// The digest `combine` takes of the parts' bytes joined into one, without joining them: a big contest's
    /// index.md is rendered in chunks, and a copy of it in one piece only to digest it cost 50 MB.
    public mutating func combine(joined parts: [[UInt8]]) {
        var part = Part()
        for bytes in parts { bytes.withUnsafeBytes { part.add($0, to: &self) } }
        part.close(&self)
    }

    /// The digest of one part given piece by piece as it is made (a file written as it is rendered): the value
    /// of `combine(joined:)` of the pieces, on a digest of its own.
    public struct JoinedPieces: Sendable {
        private var digest = ContentDigest()
        private var part = Part()

        public init() {}

        public mutating func add(_ bytes: [UInt8]) {
            bytes.withUnsafeBytes { part.add($0, to: &digest) }
        }

        public consuming func finish() -> UInt64 {
            part.close(&digest)
            return digest.value
        }
    }

    /// One part being combined, perhaps given in pieces: whole words are mixed as they come, the bytes that do not
    /// fill a word wait for the next piece, and the last ones are mixed one by one.
    private struct Part {
        var waiting: UInt64 = 0
        var waitingCount: UInt64 = 0
        var count = 0

        mutating func add(_ buffer: UnsafeRawBufferPointer, to digest: inout ContentDigest) {
            var offset = 0
            while waitingCount > 0, offset < buffer.count {
                wait(buffer[offset])
                offset += 1
                if waitingCount == 8 { digest.mix(word: waiting); (waiting, waitingCount) = (0, 0) }
            }
            while offset + 8 <= buffer.count {
                digest.mix(word: UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
                offset += 8
            }
            while offset < buffer.count {
                wait(buffer[offset])
                offset += 1
            }
            count += buffer.count
        }

        private mutating func wait(_ byte: UInt8) {
            waiting |= UInt64(byte) << (8 * waitingCount)
            waitingCount += 1
        }

        func close(_ digest: inout ContentDigest) {
            for index in 0..<waitingCount { digest.state = (digest.state ^ ((waiting >> (8 * index)) & 0xFF)) &* prime }
            // The length closes each part, so ("ab", "c") and ("a", "bc") differ.
            digest.state = ((digest.state ^ UInt64(count)) &* prime).rotatedLeft(by: 17)
        }
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
