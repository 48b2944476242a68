import Domain

/// What every row of one table shares.
final class RowLayout: Sendable {
    /// CSS hook per column: ordinal, numeric, currency, …
    let kinds: [String]
    /// The cell shown as `<th scope="row">` (the name column).
    let headerIndex: Int
    /// The `rank` column, which carries the tie and paying-place marks; nil when the schema has none.
    let rankIndex: Int?
    /// Per column, where a row's `machines` holds its `<time datetime>` value: date columns only.
    let machineSlots: [Int?]
    /// How many columns have a machine value (the date columns).
    let machineCount: Int
    /// A formatted row's slots (`FormattedRows`): a text per column, a machine value per date column, the anchor.
    var slotsPerRow: Int { kinds.count + machineCount + 1 }

    init(kinds: [String], headerIndex: Int, rankIndex: Int?, dateColumns: [Bool]) {
        self.kinds = kinds
        self.headerIndex = headerIndex
        self.rankIndex = rankIndex
        var count = 0
        machineSlots = dateColumns.map { isDate in
            guard isDate else { return nil }
            defer { count += 1 }
            return count
        }
        machineCount = count
    }
}
