/// A leaderboard's rows in backend order, held in a few large buffers rather than an array of cells per row:
/// a million rows of eight cells took 440 MB as `[StandingsRow]` (issue 32). A cell is a one-byte kind and eight
/// bytes (the number itself, or which text it is); texts are UTF-8 one after another. `self[i]` makes the row
/// as a value; a build reads cells one at a time (`cell(_:column:)`).
public struct StandingsRows: Sendable, Equatable, RandomAccessCollection {
    public let columnCount: Int
    private var kinds: [Kind] = []
    private var payloads: [UInt64] = []
    private var texts = TextStore()
    /// Each row's rank and tier, 0 where `present` says there is none: an optional takes sixteen bytes.
    private var ranks: [Int] = []
    private var tiers: [Int] = []
    /// Per row: bit 0, it has a rank; bit 1, a tier.
    private var present: [UInt8] = []
    /// Which text is the row's entry id; -1 for none.
    private var entryIDs: [Int] = []

    public init(columnCount: Int) {
        self.columnCount = columnCount
    }

    public init(_ rows: [StandingsRow], columnCount: Int) {
        self.init(columnCount: columnCount)
        for row in rows { append(row) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { ranks.count }

    public subscript(position: Int) -> StandingsRow {
        StandingsRow(cells: (0..<columnCount).map { cell(position, column: $0) }, rank: rank(position),
                     tier: tier(position), entryID: entryID(position))
    }

    /// Cell `column` of row `row`; `columnCount` cells a row (the mapper pads what a row lacks).
    public func cell(_ row: Int, column: Int) -> Cell {
        let index = row * columnCount + column
        let payload = payloads[index]
        return switch kinds[index] {
        case .missing: .missing
        case .null: .null
        case .integer: .integer(Int64(bitPattern: payload))
        case .number: .number(Double(bitPattern: payload))
        case .bool: .bool(payload != 0)
        case .text: .text(texts[Int(payload)])
        case .other: .other(texts[Int(payload)])
        }
    }

    public func rank(_ row: Int) -> Int? { present[row] & 1 == 0 ? nil : ranks[row] }
    public func tier(_ row: Int) -> Int? { present[row] & 2 == 0 ? nil : tiers[row] }
    public func entryID(_ row: Int) -> String? { entryIDs[row] < 0 ? nil : texts[entryIDs[row]] }

    public mutating func reserveCapacity(rows: Int, textBytes: Int) {
        kinds.reserveCapacity(rows * columnCount)
        payloads.reserveCapacity(rows * columnCount)
        texts.reserveCapacity(strings: rows * (columnCount + 1), bytes: textBytes)
        ranks.reserveCapacity(rows)
        tiers.reserveCapacity(rows)
        present.reserveCapacity(rows)
        entryIDs.reserveCapacity(rows)
    }

    public mutating func append(_ row: StandingsRow) {
        append(cells: row.cells, rank: row.rank, tier: row.tier, entryID: row.entryID)
    }

    public mutating func append(cells: [Cell], rank: Int?, tier: Int?, entryID: String?) {
        precondition(cells.count == columnCount, "a standings row has one cell per column")
        for cell in cells {
            switch cell {
            case .missing: store(.missing, 0)
            case .null: store(.null, 0)
            case .integer(let value): store(.integer, UInt64(bitPattern: value))
            case .number(let value): store(.number, value.bitPattern)
            case .bool(let value): store(.bool, value ? 1 : 0)
            case .text(let value): store(.text, UInt64(texts.append(value)))
            case .other(let value): store(.other, UInt64(texts.append(value)))
            }
        }
        ranks.append(rank ?? 0)
        tiers.append(tier ?? 0)
        present.append((rank == nil ? 0 : 1) | (tier == nil ? 0 : 2))
        entryIDs.append(entryID.map { texts.append($0) } ?? -1)
    }

    private mutating func store(_ kind: Kind, _ payload: UInt64) {
        kinds.append(kind)
        payloads.append(payload)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.columnCount == rhs.columnCount && lhs.elementsEqual(rhs)
    }

    private enum Kind: UInt8 {
        case missing, null, integer, number, bool, text, other
    }

    /// Strings one after another; string i is `bytes[ends[i - 1] ..< ends[i]]`.
    private struct TextStore: Sendable {
        private var bytes: [UInt8] = []
        private var ends: [Int] = []

        mutating func reserveCapacity(strings: Int, bytes count: Int) {
            ends.reserveCapacity(strings)
            bytes.reserveCapacity(count)
        }

        /// Stores `text`; returns which string it is.
        mutating func append(_ text: String) -> Int {
            bytes.append(contentsOf: text.utf8)
            ends.append(bytes.count)
            return ends.count - 1
        }

        subscript(index: Int) -> String {
            let start = index == 0 ? 0 : ends[index - 1]
            return bytes.withUnsafeBufferPointer {
                String(decoding: UnsafeBufferPointer(rebasing: $0[start..<ends[index]]), as: UTF8.self)
            }
        }
    }
}
