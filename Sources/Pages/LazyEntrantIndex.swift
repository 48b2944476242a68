/// A contest's entrant index, built when it is asked for: the renderer asks from one of the contest's lanes, so
/// a big contest's names are sorted while its standings pages render on the other cores.
public struct LazyEntrantIndex: Sendable {
    /// How many entrants the index lists (one per standings row).
    public let count: Int
    let inStandingsOrder: @Sendable () -> EntrantList
    let make: @Sendable () -> EntrantIndex

    public func build() -> EntrantIndex { make() }

    /// The entrants unsorted, in standings order: a big contest's entrants.json chunks are ordered by word, not
    /// by name, so they are written from these in a lane of their own while the index is sorted in another.
    public func entrantsInStandingsOrder() -> EntrantList { inStandingsOrder() }
}
