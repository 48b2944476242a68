import Domain
import Testing

@Suite("StandingsRows")
struct StandingsRowsTests {
    /// Every kind of cell, texts of every UTF-8 length (empty, ASCII, accents, CJK, emoji) and absent row fields.
    private let rows: [StandingsRow] = [
        StandingsRow(cells: [.integer(1), .text("Ana María"), .number(143.5), .null], rank: 1, tier: 2, entryID: "e-1"),
        StandingsRow(cells: [.integer(.min), .text(""), .number(-.infinity), .missing], rank: nil, tier: nil, entryID: nil),
        StandingsRow(cells: [.bool(true), .text("東京 🏈 Zoë"), .number(.nan), .other(#"{"w":3}"#)], rank: 3, entryID: ""),
        StandingsRow(cells: [.integer(.max), .text(String(repeating: "ß", count: 5_000)), .bool(false), .other("[]")],
                     rank: Int.min, tier: Int.max, entryID: "42"),
    ]

    @Test("rows read back as they were stored, cell by cell and whole")
    func roundTrip() {
        let stored = StandingsRows(rows, columnCount: 4)
        #expect(stored.count == rows.count)
        for (position, row) in rows.enumerated() {
            #expect(stored.rank(position) == row.rank && stored.tier(position) == row.tier)
            #expect(stored.entryID(position) == row.entryID)
            for column in 0..<4 {
                let cell = stored.cell(position, column: column)
                if case .number(let value) = row.cells[column], value.isNaN {
                    guard case .number(let read) = cell else { Issue.record("not a number: \(cell)"); continue }
                    #expect(read.isNaN)
                } else {
                    #expect(cell == row.cells[column])
                }
            }
        }
        #expect(stored[0] == rows[0] && stored[3] == rows[3])
    }

    @Test("a capacity guessed too small only grows: the texts stay whole")
    func reservedTooLittle() {
        var stored = StandingsRows(columnCount: 4)
        stored.reserveCapacity(rows: 1, textBytes: 3)
        for row in rows { stored.append(row) }
        #expect(stored[3].cells[1] == rows[3].cells[1])
        #expect(stored.entryID(3) == "42" && stored.entryID(2) == "")
    }
}
