/// One entrant as the entrant index and entrants.json list them: a standings row's name, rank and place, as UTF-8
/// read in place from the formatted standings (`EntrantList`).
public struct Entrant {
    public let name: ArraySlice<UInt8>
    /// The rank as the standings show it ("3rd (tie)"), or the row's position ("#12") when there is no rank column.
    public let rank: ArraySlice<UInt8>
    /// The standings page the row is on (1 = the contest page).
    public let page: Int
    /// The row's `id` on that page.
    public let anchor: ArraySlice<UInt8>
}
