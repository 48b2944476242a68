/// A rendered file as a list of chunks: a large page (index.md of 100,000 rows) is never copied
/// into one ever-doubling buffer, and is written out chunk by chunk.
public struct Rendered: Sendable, Equatable {
    public private(set) var chunks: [[UInt8]] = []
    var current: [UInt8] = []

    static let chunkSize = 256 * 1024

    init() {
        current.reserveCapacity(16_384)
    }

    public init(bytes: [UInt8]) {
        chunks = [bytes]
    }

    mutating func flushIfLarge() {
        guard current.count >= Self.chunkSize else { return }
        chunks.append(current)
        current = []
        current.reserveCapacity(Self.chunkSize + 16_384)
    }

    /// Hands the current chunk to `spill` once it is full, keeping none.
    mutating func spillIfLarge(to spill: ([UInt8]) -> Void) {
        guard current.count >= Self.chunkSize else { return }
        spill(current)
        current.removeAll(keepingCapacity: true)
    }

    mutating func finish() {
        if !current.isEmpty || chunks.isEmpty { chunks.append(current) }
        current = []
    }

    public var count: Int { chunks.reduce(0) { $0 + $1.count } }

    /// All the bytes in one array (small pages, tests).
    public var bytes: [UInt8] { chunks.count == 1 ? chunks[0] : Array(chunks.joined()) }
}
