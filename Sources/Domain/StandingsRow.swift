/// One leaderboard row: `cells[i]` belongs to `columns[i]`.
public struct StandingsRow: Sendable, Equatable {
    public var cells: [Cell]
    /// The backend's `rank` (row field or value), for ties and paying places; nil when absent or not a whole number.
    public var rank: Int?
    /// The backend's payout `tier`; nil when absent.
    public var tier: Int?
    /// The backend's `entry_id` as text (a number is written in decimal); nil when absent. It names the row's anchor.
    public var entryID: String?

    public init(cells: [Cell], rank: Int? = nil, tier: Int? = nil, entryID: String? = nil) {
        self.cells = cells
        self.rank = rank
        self.tier = tier
        self.entryID = entryID
    }
}
