/// One entrant as the entrant index and entrants.json list them: a standings row's name, rank and place.
public struct Entrant: Sendable, Equatable {
    public let name: String
    /// The rank as the standings show it ("3rd (tie)"), or the row's position when there is no rank column.
    public let rank: String
    /// The standings page the row is on (1 = the contest page).
    public let page: Int
    /// The row's `id` on that page.
    public let anchor: String
}
