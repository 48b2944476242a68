import Domain

/// One standings row: just its formatted texts. What a cell shows besides its text (its column's kind,
/// whether it heads the row) is shared by the whole table in `RowLayout`, so 100,000 rows stay small.
public struct RowModel: Sendable {
    public let texts: [String]
    /// `<time datetime>` values, only for tables that have date columns.
    public let machines: [String?]?
    public let marks: RowMarks
    /// The row's `id` (`EntryAnchors`): the same entry keeps it on whichever page it falls.
    public let anchor: String
    let layout: RowLayout
}
