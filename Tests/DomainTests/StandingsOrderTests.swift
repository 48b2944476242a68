import Domain
import Testing

/// Rows whose sort column holds `keys`; the second cell records the backend position.
private func standings(_ keys: [Cell], direction: SortDirection?, sortable: Bool = true) -> Standings {
    Standings(
        contestID: "c",
        columns: [Column(id: "name", name: "Name", kind: .string, sortable: true),
                  Column(id: "score", name: "Score", kind: .numeric, sortable: sortable, sortDirection: direction)],
        rows: keys.enumerated().map { StandingsRow(cells: [.text("row\($0.offset)"), $0.element]) })
}

private func order(_ standings: Standings) -> [String] {
    standings.displayOrder().map { if case .text(let name) = standings.rows.cell($0, column: 0) { name } else { "?" } }
}

@Suite("Standings.displayOrder")
struct StandingsOrderTests {
    private let keys: [Cell] = [.integer(3), .null, .number(1.5), .missing, .integer(3), .integer(10), .number(-2)]

    @Test("ascending: low first, ties keep backend order, null and missing last")
    func ascending() {
        #expect(order(standings(keys, direction: .ascending)) == ["row6", "row2", "row0", "row4", "row5", "row1", "row3"])
    }

    @Test("descending: high first, ties keep backend order, null and missing still last")
    func descending() {
        #expect(order(standings(keys, direction: .descending)) == ["row5", "row0", "row4", "row2", "row6", "row1", "row3"])
    }

    @Test("without a sortable column with a direction, backend order is kept", arguments: [
        (SortDirection?.none, true), (SortDirection.descending, false),
    ])
    func unsorted(direction: SortDirection?, sortable: Bool) {
        let board = standings(keys, direction: direction, sortable: sortable)
        #expect(board.sortColumnIndex == nil)
        #expect(order(board) == ["row0", "row1", "row2", "row3", "row4", "row5", "row6"])
    }

    @Test("text sorts by its characters; numbers come before text in ascending order")
    func text() {
        let board = standings([.text("bo"), .text("ana"), .integer(1), .null, .text("ana")], direction: .ascending)
        #expect(order(board) == ["row2", "row1", "row4", "row0", "row3"])
        let reversed = standings([.text("bo"), .text("ana"), .integer(1), .null, .text("ana")], direction: .descending)
        #expect(order(reversed) == ["row0", "row1", "row4", "row2", "row3"])
    }

    @Test("all-null columns keep backend order in both directions", arguments: [SortDirection.ascending, .descending])
    func allNull(direction: SortDirection) {
        #expect(order(standings([.null, .missing, .null], direction: direction)) == ["row0", "row1", "row2"])
    }

    @Test("a large stable sort keeps every tie group in backend order")
    func largeStable() {
        let keys = (0..<500).map { Cell.integer(Int64($0 % 3)) }
        let sorted = order(standings(keys, direction: .descending))
        let expected = [2, 1, 0].flatMap { group in (0..<500).filter { $0 % 3 == group }.map { "row\($0)" } }
        #expect(sorted == expected)
    }
}
