import Domain

public struct StandingsTable: Sendable {
    public let caption: String
    public let columns: [ColumnHeader]
    public let rows: [RowModel]

    /// Rank first, then the row's name: both stay in view while a wide table scrolls sideways.
    public var pinsRankAndName: Bool {
        columns.count > 1 && columns[0].kind == "ordinal" && (rows.first?.layout.headerIndex == 1)
    }
}
