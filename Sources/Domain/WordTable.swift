/// One language's table as a file holds it (CONTRACT §11): a key → its text, or a key → the forms of a counted
/// phrase by plural category, with `{count}` where the number goes. Other placeholders (`{page}`, `{contest}`…)
/// are named in the English table.
public struct WordTable: Sendable, Equatable {
    public enum Entry: Sendable, Equatable {
        case text(String)
        case counted([PluralCategory: String])
    }

    public var entries: [String: Entry]

    public init(entries: [String: Entry] = [:]) { self.entries = entries }

    /// `self`'s words, with `base`'s where `self` has none: a site's table over pcsite's own.
    public func over(_ base: WordTable) -> WordTable {
        WordTable(entries: base.entries.merging(entries) { _, own in own })
    }
}
