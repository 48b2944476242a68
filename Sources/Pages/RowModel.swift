import Domain

/// One standings row: just its formatted texts. What a cell shows besides its text (its column's kind,
/// whether it heads the row) is shared by the whole table in `RowLayout`, so 100,000 rows stay small.
public struct RowModel: Sendable {
    public let texts: [String]
    /// `<time datetime>` values of the date columns alone (`RowLayout.machineSlots`), nil without date columns:
    /// one per cell cost a million-row table 110 MB.
    let machines: [String?]?
    public let marks: RowMarks
    /// The row's `id` (`EntryAnchors`): the same entry keeps it on whichever page it falls.
    public let anchor: String
    let layout: RowLayout

    /// The `<time datetime>` value of a date column's cell; nil for other columns.
    func machine(ofColumn column: Int) -> String? {
        guard let slot = layout.machineSlots[column], let machines else { return nil }
        return machines[slot]
    }
}
