import Contracts
import Domain
import Foundation
@testable import Input
import Testing

@Suite("Standings mapping: columns and cell lookup")
struct StandingsMappingTests {
    private func standings(_ folder: String) async throws -> Standings {
        try #require(try loaded(try await load(folder)).standings)
    }

    @Test("schema columns in order, with a synthesized Name column after the first")
    func columns() async throws {
        let standings = try await standings("c-valid")
        #expect(standings.contestID == "c-valid")
        #expect(standings.state == LeaderboardState(raw: "scored"))
        #expect(standings.generatedAt?.date == Date(timeIntervalSince1970: 1_768_795_200))
        #expect(standings.columns == [
            Column(id: "rank", name: "Rank", kind: .ordinal, sortable: true, sortDirection: .ascending),
            Column(id: "user_name", name: "Name", kind: .string),
            Column(id: "points", name: "points", kind: .numeric, precision: 1, hint: "pts"),
            Column(id: "payout", name: "Payout", kind: .currency, currency: "EUR", valuesAreMajorUnits: true,
                   hint: "major_units"),
            Column(id: "streak", name: "Streak", kind: .other("sparkline"), sortDirection: .descending),
        ])
        #expect(standings.sortColumnIndex == 0)
    }

    @Test("cells: values[id], then row[id], then positional values[i]; null in values stops the lookup")
    func cellLookup() async throws {
        let rows = try await standings("c-valid").rows
        #expect(rows.map(\.cells) == [
            // values[id] wins over the flat key (rank 99 is ignored); user_name comes from the row.
            [.integer(1), .text("ana"), .number(10.5), .integer(500), .other("[1,0]")],
            // values.rank is null: shown as null, the flat rank 2 is never consulted.
            [.null, .text("bo-from-values"), .integer(7), .missing, .missing],
            // Positional values follow the schema's order; the synthesized Name column takes no position.
            [.integer(3), .text("cy"), .number(4.25), .text("12.00"), .bool(true)],
            // No values at all: flat keys only.
            [.integer(4), .missing, .missing, .missing, .other(#"{"w":3}"#)],
            // A flat key beats a positional value; positions past the end are missing.
            [.integer(5), .missing, .integer(8), .missing, .missing],
        ])
        // The rank used for ties and paying places is the rank cell; is_current_user is not kept at all.
        #expect(rows.map(\.rank) == [1, nil, 3, 4, 5])
    }

    @Test("sorted rows follow the first sortable column, nulls last")
    func sorted() async throws {
        let standings = try await standings("c-valid")
        let ranks = standings.displayOrder().map { standings.rows[$0].cells[0] }
        #expect(ranks == [.integer(1), .integer(3), .integer(4), .integer(5), .null])
    }

    @Test("a schema with a user_name column gets no extra Name column")
    func schemaHasName() async throws {
        let standings = try await standings("c-name-schema")
        #expect(standings.columns.map(\.id) == ["rank", "points", "user_name"])
        #expect(standings.columns.map(\.name) == ["rank", "points", "Player"])
        #expect(standings.columns.map(\.kind) == [.string, .numeric, .string])
        #expect(standings.rows.map(\.cells) == [[.integer(1), .integer(3), .text("ana")]])
        #expect(standings.sortColumnIndex == nil)
        #expect(standings.state == nil)
    }

    @Test("an empty schema still shows the Name column", arguments: [
        (#"{"column_schema": [], "rows": [{"user_name": "x"}]}"#, [[Cell.text("x")]]),
        (#"{"column_schema": [{"id": "rank"}], "rows": [{"values": [7, "ignored"], "user_name": "y"}]}"#,
         [[.integer(7), .text("y")]]),
    ] as [(String, [[Cell]])])
    func emptySchema(text: String, cells: [[Cell]]) throws {
        let document = try LeaderboardDocument.decode(try JSONParser.parse(Array(text.utf8))).get()
        let standings = StandingsMapper.map(document, contestID: "c")
        #expect(standings.columns.contains { $0.id == "user_name" && $0.name == "Name" })
        #expect(standings.rows.map(\.cells) == cells)
    }
}

extension StandingsMapper {
    /// Feeds a document whose rows were parsed into memory through the streaming sink, as a build does row by row.
    static func map(_ document: LeaderboardDocument, contestID: String) -> Standings {
        var mapper = StandingsMapper()
        mapper.begin(columns: document.columnSchema)
        for row in document.rows { mapper.row(row) }
        return mapper.standings(document, contestID: contestID)
    }
}
