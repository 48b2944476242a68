import Domain

/// Everything a contest template shows, already formatted. Templates only place these strings.
public struct ContestModel: Sendable {
    public let id: String
    public let name: String
    public let type: String
    /// The backend's status verbatim; `statusLabel` is what people read (CONTRACT §6).
    public let status: String
    public let statusLabel: String
    /// upcoming, open, closed, final, cancelled or other: a CSS hook and the `status/<group>/` list.
    public let statusGroup: String
    public let isCancelled: Bool
    public let organizer: String
    public let entries: String
    public let fee: String
    public let startTime: TimeText?
    public let lockTime: TimeText?
    public let endTime: TimeText?
    public let updated: TimeText
    /// cmark-gfm output in safe mode; the only HTML a template places unescaped.
    public let descriptionHTML: String?
    /// The description for index.md, with raw HTML neutralised.
    public let descriptionMarkdown: String?
    public let badges: [Badge]
    public let url: String
    public let markdownURL: String
    /// Link to the join page, only when joining is open and a token exists (CONTRACT §1.1, §6).
    public let joinURL: String?
    public let isJoinOpen: Bool
    public let isLive: Bool
    public let payouts: PayoutsModel
    public let roster: RosterModel?
    public var standings: StandingsModel
    /// Only on the join page: what a visitor can do to join.
    public var join: JoinModel?
}
