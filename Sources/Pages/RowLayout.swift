import Domain

/// What every row of one table shares.
final class RowLayout: Sendable {
    /// CSS hook per column: ordinal, numeric, currency, …
    let kinds: [String]
    /// The cell shown as `<th scope="row">` (the name column).
    let headerIndex: Int
    /// The `rank` column, which carries the tie and paying-place marks; nil when the schema has none.
    let rankIndex: Int?

    init(kinds: [String], headerIndex: Int, rankIndex: Int?) {
        self.kinds = kinds
        self.headerIndex = headerIndex
        self.rankIndex = rankIndex
    }
}
