import Domain

public struct StandingsTable: Sendable {
    public let caption: String
    public let columns: [ColumnHeader]
    /// A standings page's rows are a range of the contest's formatted rows, never a copy: a contest of a million
    /// entries has ten thousand pages.
    public let rows: RowList

    /// Rank first, then the row's name: both stay in view while a wide table scrolls sideways.
    public var pinsRankAndName: Bool {
        columns.count > 1 && columns[0].kind == "ordinal" && rows.count > 0 && rows.formatted.layout.headerIndex == 1
    }
}
