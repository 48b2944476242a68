import Rendering

/// A contest's entrants as rows of its formatted standings (`FormattedRows`), each `Entrant` read in place:
/// a million entrants are a million positions, not a million names, ranks and anchors held twice over (the index's
/// lane and entrants.json's), which was 130 MB of a big contest's peak (issue 32).
public struct EntrantList: RandomAccessCollection, Sendable {
    let rows: FormattedRows
    let pageSize: Int
    /// The rows in the list's order (the index's: by name); nil for standings order.
    let order: [Int]?

    public var startIndex: Int { 0 }
    public var endIndex: Int { order?.count ?? rows.count }

    public subscript(position: Int) -> Entrant { entrant(ofRow: row(at: position)) }

    /// The standings row of the entrant at `position`.
    func row(at position: Int) -> Int { order?[position] ?? position }

    /// The standings page a row is on (1 = the contest page).
    func page(ofRow row: Int) -> Int { row / pageSize + 1 }

    func entrant(ofRow row: Int) -> Entrant {
        Entrant(name: rows.textBytes(row, column: rows.layout.headerIndex), rank: rank(ofRow: row),
                page: page(ofRow: row), anchor: rows.anchorBytes(row))
    }

    /// The rank as the standings show it, or the row's position ("#12") when there is no rank column.
    private func rank(ofRow row: Int) -> ArraySlice<UInt8> {
        rows.layout.rankIndex.map { rows.textBytes(row, column: $0) } ?? ArraySlice("#\(row + 1)".utf8)
    }

    /// An entrant's field as a page shows it.
    func value(_ key: EntrantLinks.TemplateKey, ofRow row: Int, pageURLs: [String], relativePageURLs: [String]) -> TemplateValue {
        switch key {
        case .name: .utf8(rows.textBytes(row, column: rows.layout.headerIndex))
        case .rank: .utf8(rank(ofRow: row))
        case .url: .text(pageURLs[page(ofRow: row) - 1] + "#" + rows.anchor(row))
        case .pageURL: .text(relativePageURLs[page(ofRow: row) - 1])
        case .anchor: .utf8(rows.anchorBytes(row))
        }
    }

    /// The name of the entrant at `position`.
    public func name(at position: Int) -> String { name(row(at: position)) }

    private func name(_ row: Int) -> String { rows.text(row, column: rows.layout.headerIndex) }
}
