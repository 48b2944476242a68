import Domain

public struct StandingsTable: Sendable {
    public let caption: String
    public let columns: [ColumnHeader]
    /// A standings page's rows are a slice of the contest's formatted rows, never a copy: a contest of a million
    /// entries has ten thousand pages.
    public let rows: ArraySlice<RowModel>

    /// Rank first, then the row's name: both stay in view while a wide table scrolls sideways.
    public var pinsRankAndName: Bool {
        columns.count > 1 && columns[0].kind == "ordinal" && (rows.first?.layout.headerIndex == 1)
    }
}
