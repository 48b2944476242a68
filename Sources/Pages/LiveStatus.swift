import Domain

/// What a contest's `live.json` says (CONTRACT §9): the facts a standings page open in a browser compares with
/// its own to notice that newer standings are live. Built from the standings section, so it says what the
/// pages say; nil for a contest whose standings are hidden (nothing about them leaks).
public struct LiveStatus: Sendable, Equatable {
    /// The leaderboard's `generated_at` as the page's `<time datetime>` has it; nil before there are standings.
    public let generatedAt: String?
    /// The "as of" text the page shows.
    public let asOf: String?
    /// The standings state label the page shows ("Provisional", "Final", "Scoring in progress", …).
    public let state: String
    /// Standings pages, 0 before there are any.
    public let pages: Int
    /// The standings can no longer change (final, cancelled): pages stop checking.
    public let isFinal: Bool

    init?(_ standings: StandingsModel, pages: Int, words: Words) {
        guard !standings.hidden else { return nil }
        generatedAt = standings.asOf?.machine
        asOf = standings.asOf?.text
        state = standings.cancelled ? words["status_cancelled"] : standings.state?.label
            ?? words[standings.scoring ? "scoring_in_progress" : standings.notScored ? "not_yet_scored" : "no_standings_yet"]
        self.pages = pages
        isFinal = standings.cancelled || standings.state?.state == .final
    }
}
