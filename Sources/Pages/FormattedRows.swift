/// A contest's formatted standings rows in display order, kept in a few large buffers rather than a string per
/// cell: a million rows of eight columns took 400 MB as arrays of strings (issue 32). A row is a run of slots of
/// UTF-8 — its cells' texts, then its date cells' `<time datetime>` values (`RowLayout.machineSlots`), then its
/// anchor — read back as a string only when a page shows it. Rows are formatted in parts, one per lane, each part
/// with its own buffers, so nothing is copied when the lanes are done.
public final class FormattedRows: Sendable {
    let layout: RowLayout
    public let count: Int
    private let parts: [Part]
    /// Rows per part: part p holds rows p × partLength ..< (p + 1) × partLength.
    private let partLength: Int

    init(layout: RowLayout, parts: [Part]) {
        self.layout = layout
        self.parts = parts
        count = parts.reduce(0) { $0 + $1.count }
        partLength = max(1, parts.first?.count ?? 1)
    }

    /// The text of a row's cell.
    func text(_ row: Int, column: Int) -> String { string(row, slot: column) }

    /// The same as UTF-8, read in place: what a page shows, with no string made for it.
    func textBytes(_ row: Int, column: Int) -> ArraySlice<UInt8> { bytes(row, slot: column) }

    /// The `<time datetime>` value of a date column's cell, as UTF-8; nil for other columns and for cells
    /// without one.
    func machine(_ row: Int, column: Int) -> ArraySlice<UInt8>? {
        guard let slot = layout.machineSlots[column] else { return nil }
        let value = bytes(row, slot: layout.kinds.count + slot)
        return value.isEmpty ? nil : value
    }

    /// The row's `id` (`EntryAnchors`): the same entry keeps it on whichever page it falls.
    func anchor(_ row: Int) -> String { string(row, slot: layout.slotsPerRow - 1) }

    func anchorBytes(_ row: Int) -> ArraySlice<UInt8> { bytes(row, slot: layout.slotsPerRow - 1) }

    func marks(_ row: Int) -> RowMarks { parts[row / partLength].marks[row % partLength] }

    /// Every cell's text of a row (for tests and tools; pages read cell by cell).
    func texts(_ row: Int) -> [String] { (0..<layout.kinds.count).map { text(row, column: $0) } }

    private func string(_ row: Int, slot: Int) -> String {
        bytes(row, slot: slot).withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
    }

    private func bytes(_ row: Int, slot: Int) -> ArraySlice<UInt8> {
        parts[row / partLength].bytes(row: row % partLength, slot: slot, slotsPerRow: layout.slotsPerRow)
    }

    /// Rows formatted one after another, each slot appended in order (`append`), each row begun with its marks.
    struct Part: Sendable {
        private var bytes: [UInt8] = []
        /// Where each row's first slot starts in `bytes`.
        private var rowStarts: [Int] = []
        /// Each slot's end, counted from its row's start: four bytes where a string would take sixteen and more.
        private var slotEnds: [UInt32] = []
        fileprivate var marks: [RowMarks] = []

        /// Sized once, generously: a buffer that doubles holds its old and new copies for a moment, and what is
        /// reserved but never written costs address space, not memory.
        init(reservingRows rows: Int, slotsPerRow: Int) {
            bytes.reserveCapacity(rows * slotsPerRow * 24)
            rowStarts.reserveCapacity(rows)
            slotEnds.reserveCapacity(rows * slotsPerRow)
            marks.reserveCapacity(rows)
        }

        var count: Int { rowStarts.count }

        mutating func beginRow(marks rowMarks: RowMarks) {
            rowStarts.append(bytes.count)
            marks.append(rowMarks)
        }

        /// The next slot of the current row: `text` followed by `suffix`.
        mutating func append(_ text: String, suffix: String = "") {
            bytes.append(contentsOf: text.utf8)
            bytes.append(contentsOf: suffix.utf8)
            // A row's texts come from one row of a document within `limits.max_document_bytes`.
            guard let end = UInt32(exactly: bytes.count - rowStarts[rowStarts.count - 1]) else {
                preconditionFailure("a standings row's formatted text is over 4 GiB")
            }
            slotEnds.append(end)
        }

        fileprivate func bytes(row: Int, slot: Int, slotsPerRow: Int) -> ArraySlice<UInt8> {
            let first = row * slotsPerRow
            let rowStart = rowStarts[row]
            let start = rowStart + (slot == 0 ? 0 : Int(slotEnds[first + slot - 1]))
            return bytes[start..<rowStart + Int(slotEnds[first + slot])]
        }
    }
}
