import Domain

/// What a list page shows: one page of cards, the pager, and links to the other lists with their counts.
public struct ListContent: Sendable {
    public let heading: String
    public let isIndex: Bool
    public let hasContests: Bool
    /// Contests in the whole list, not only on this page.
    public let count: Int
    /// "3 contests", by the language's plural rules.
    public let countText: String
    /// The table's caption: the list, its count, its order and the page.
    public let caption: String
    public let contests: CardSelection
    /// Nil when the list fits on one page.
    public let pager: Pager?
    public let types: [ListLink]
    public let statusGroups: [ListLink]
    public let searchURL: String
    public let searchScriptURL: String
}
