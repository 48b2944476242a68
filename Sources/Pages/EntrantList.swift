/// A contest's entrants as rows of its formatted standings (`FormattedRows`), each `Entrant` made when it is read:
/// a million entrants are a million positions, not a million names, ranks and anchors held twice over (the index's
/// lane and entrants.json's), which was 130 MB of a big contest's peak (issue 32).
public struct EntrantList: RandomAccessCollection, Sendable {
    let rows: FormattedRows
    let pageSize: Int
    /// The rows in the list's order (the index's: by name); nil for standings order.
    let order: [Int]?

    public var startIndex: Int { 0 }
    public var endIndex: Int { order?.count ?? rows.count }

    public subscript(position: Int) -> Entrant {
        let row = order?[position] ?? position
        let layout = rows.layout
        return Entrant(name: name(row), rank: layout.rankIndex.map { rows.text(row, column: $0) } ?? "#\(row + 1)",
                       page: row / pageSize + 1, anchor: rows.anchor(row))
    }

    /// The entrants' names in the list's order, read one at a time.
    public var names: LazyMapSequence<Range<Int>, String> { indices.lazy.map { name(order?[$0] ?? $0) } }

    private func name(_ row: Int) -> String { rows.text(row, column: rows.layout.headerIndex) }
}
