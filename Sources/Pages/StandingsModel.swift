import Domain

/// The standings section: exactly one of the states is set, or a table.
public struct StandingsModel: Sendable {
    public var hidden = false
    public var cancelled = false
    public var scoring = false
    public var notScored = false
    /// Scored, but there is no leaderboard document.
    public var empty = false
    /// The leaderboard has no rows: "No entries yet."
    public var noEntries = false
    /// `leaderboard_state` error: the rows are not shown.
    public var unavailable = false
    /// How far the rows can be trusted; set whenever standings (or their absence for a reason) are shown.
    public var state: StandingsStateModel?
    /// The leaderboard's `generated_at`, in the site's zone.
    public var asOf: TimeText?
    public var table: StandingsTable?
    public var pager: Pager?
    /// The find-an-entrant box and the link to the entrant index; set whenever a table is shown.
    public var finder: EntrantFinderModel?
    /// The check for newer standings; set on every standings page of a contest that is not final and not hidden.
    public var live: LiveCheckModel?
}
