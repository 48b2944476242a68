#if canImport(Glibc)
import Glibc
#endif

/// Strings in one buffer of bytes, each row with a payload, sorted by their bytes: 16 bytes a row beside the
/// string's own, where `[String]` or a dictionary keyed by strings allocates every path on its own (a deploy's
/// lists of four million paths at a million contests took about 2 GB that way).
public struct PackedStrings<Payload: Sendable>: Sendable {
    public struct Row: Sendable {
        fileprivate let start: Int
        fileprivate let length: Int
        public let payload: Payload
    }

    private var bytes: [UInt8] = []
    public private(set) var rows: [Row] = []

    public init() {}

    public var count: Int { rows.count }
    public var isEmpty: Bool { rows.isEmpty }

    /// Room for `count` strings of `bytes` bytes in all: an array grown by doubling holds both sizes while it moves.
    public mutating func reserveCapacity(_ count: Int, bytes: Int = 0) {
        rows.reserveCapacity(count)
        self.bytes.reserveCapacity(bytes)
    }

    /// The bytes of every string together.
    public var byteCount: Int { bytes.count }

    public mutating func append(_ string: String, _ payload: Payload) {
        var string = string
        string.withUTF8 { append($0, payload) }
    }

    public mutating func append(_ utf8: UnsafeBufferPointer<UInt8>, _ payload: Payload) {
        rows.append(Row(start: bytes.count, length: utf8.count, payload: payload))
        bytes.append(contentsOf: utf8)
    }

    public func string(at index: Int) -> String {
        withBytes(at: index) { String(decoding: $0, as: UTF8.self) }
    }

    public func withBytes<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        let row = rows[index]
        return try bytes.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[row.start..<row.start + row.length])) }
    }

    /// Whether the string at `index` is `text`, without making a string of it; false for nil.
    public func holds(_ index: Int, _ text: String?) -> Bool {
        guard var text else { return false }
        return text.withUTF8 { wanted in withBytes(at: index) { Self.compare($0, wanted) == 0 } }
    }

    /// Rows in the order of their strings' bytes (the order `compare` gives), equal strings kept in the order they came.
    public mutating func sort() {
        let bytes = bytes
        bytes.withUnsafeBufferPointer { all in
            rows.sort { Self.compare(Self.slice(all, $0), Self.slice(all, $1)) < 0 }
        }
    }

    /// After `sort`: each string once, the first of equal rows kept.
    public mutating func removeRepeats() {
        let bytes = bytes
        var kept = 0
        bytes.withUnsafeBufferPointer { all in
            for index in rows.indices where kept == 0 || Self.compare(Self.slice(all, rows[kept - 1]), Self.slice(all, rows[index])) != 0 {
                rows[kept] = rows[index]
                kept += 1
            }
        }
        rows.removeLast(rows.count - kept)
    }

    private static func slice(_ all: UnsafeBufferPointer<UInt8>, _ row: Row) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: all[row.start..<row.start + row.length])
    }

    /// Byte order, a string before every longer one it begins: negative, zero or positive, as `memcmp`. For UTF-8 the
    /// order of the characters' code points, so ASCII paths sort as `String`'s `<` sorts them.
    public static func compare(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Int {
        let shared = min(left.count, right.count)
        if shared > 0, let leftBase = left.baseAddress, let rightBase = right.baseAddress {
            let order = memcmp(leftBase, rightBase, shared)
            if order != 0 { return Int(order) }
        }
        return left.count - right.count
    }
}

extension PackedStrings where Payload == Int {
    /// Each row moved to the place its payload names (rows appended in another order, such as a listing's positions
    /// met in id order); false, nothing moved, unless the payloads are `0..<count`, each once.
    public mutating func placeByPayload() -> Bool {
        var seen = [Bool](repeating: false, count: rows.count)
        for row in rows {
            guard (0..<rows.count).contains(row.payload), !seen[row.payload] else { return false }
            seen[row.payload] = true
        }
        // In place, each swap putting one row where it belongs (the peak of a 100,000-contest build measured the same
        // as with a placed copy: benchmarks/runs/2026-12-03-2core-vm.md).
        for index in rows.indices {
            while rows[index].payload != index { rows.swapAt(index, rows[index].payload) }
        }
        return true
    }
}
