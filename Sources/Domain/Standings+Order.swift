/// The display order of CONTRACT §1.2: by the schema's sort hint over all rows, stable,
/// null and missing keys last in either direction. Ranks are never recomputed.
extension Standings {
    /// The rows' positions (in `rows`, backend order) in the order they are shown.
    public func displayOrder() -> [Int] {
        guard let index = sortColumnIndex, let direction = columns[index].sortDirection else { return Array(rows.indices) }
        let descending = direction == .descending
        let keys = rows.indices.map { rows.cell($0, column: index) }
        return rows.indices.sorted { lhs, rhs in
            let order = Cell.compareForSort(keys[lhs], keys[rhs], descending: descending)
            return order == 0 ? lhs < rhs : order < 0
        }
    }
}

extension Cell {
    /// Sort rank of the value's kind: numbers, then booleans, then text, then anything else, then nothing.
    private var sortGroup: Int {
        switch self {
        case .integer, .number: 0
        case .bool: 1
        case .text: 2
        case .other: 3
        case .null, .missing: 4
        }
    }

    /// -1, 0 or 1: whether `lhs` is shown before `rhs`. Absent values go last whatever the direction.
    static func compareForSort(_ lhs: Cell, _ rhs: Cell, descending: Bool) -> Int {
        let (lg, rg) = (lhs.sortGroup, rhs.sortGroup)
        if lg == 4 || rg == 4 { return lg == rg ? 0 : (lg < rg ? -1 : 1) }
        let ascending: Int
        if lg != rg {
            ascending = lg < rg ? -1 : 1
        } else {
            ascending = compareSameGroup(lhs, rhs)
        }
        return descending ? -ascending : ascending
    }

    private static func compareSameGroup(_ lhs: Cell, _ rhs: Cell) -> Int {
        switch (lhs, rhs) {
        case let (.integer(a), .integer(b)): return a == b ? 0 : (a < b ? -1 : 1)
        case let (.text(a), .text(b)), let (.other(a), .other(b)): return a == b ? 0 : (a < b ? -1 : 1)
        case let (.bool(a), .bool(b)): return a == b ? 0 : (!a ? -1 : 1)
        default:
            let a = lhs.numericValue ?? 0, b = rhs.numericValue ?? 0
            if a.isNaN || b.isNaN { return a.isNaN == b.isNaN ? 0 : (a.isNaN ? 1 : -1) }
            return a == b ? 0 : (a < b ? -1 : 1)
        }
    }

    /// The value as a Double when it is a number.
    public var numericValue: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .number(let value): value
        default: nil
        }
    }
}
