/// A contest's leaderboard, with every row's cells already aligned to `columns`.
public struct Standings: Sendable, Equatable {
    public var contestID: String
    public var state: LeaderboardState?
    public var generatedAt: Timestamp?
    public var columns: [Column]
    /// Backend order; `displayOrder()` gives the order they are shown in.
    public var rows: StandingsRows

    public init(contestID: String, state: LeaderboardState? = nil, generatedAt: Timestamp? = nil,
                columns: [Column], rows: StandingsRows) {
        self.contestID = contestID
        self.state = state
        self.generatedAt = generatedAt
        self.columns = columns
        self.rows = rows
    }

    public init(contestID: String, state: LeaderboardState? = nil, generatedAt: Timestamp? = nil,
                columns: [Column], rows: [StandingsRow]) {
        self.init(contestID: contestID, state: state, generatedAt: generatedAt, columns: columns,
                  rows: StandingsRows(rows, columnCount: columns.count))
    }

    /// The column the schema says rows are sorted by: the first sortable one with a direction.
    public var sortColumnIndex: Int? {
        columns.firstIndex { $0.sortable && $0.sortDirection != nil }
    }
}
