import Domain

/// A contest's line on the lists, feed, sitemap and search.json; small enough to keep for every contest of a build.
public struct ContestCard: Sendable, Equatable {
    public let id: String
    public let name: String
    public let url: String
    public let type: String
    /// The type's list page, when the type is a safe path segment (CONTRACT §4); others are listed only on the index.
    public let typeURL: String?
    public let status: String
    /// CONTRACT §6 wording ("Upcoming", "Open", …) and the `status/<group>/` list the contest belongs to.
    public let statusLabel: String
    public let statusGroup: StatusGroup
    /// "Final", "Provisional", …; nil when the standings are hidden or the contest was cancelled.
    public let standingsState: String?
    public let entries: String
    public let fee: String
    public let lockTime: TimeText?
    public let isLive: Bool
    public let organizer: String
    /// UTC RFC 3339, for the feed.
    public let updated: String
    public let updatedDay: String
    /// Seconds since 1970, for ordering (text would misorder fractional seconds).
    public let updatedTime: Double
    public let standingsPageCount: Int

    public init(id: String, name: String, url: String, type: String, typeURL: String?, status: String,
                statusLabel: String, statusGroup: StatusGroup, standingsState: String?, entries: String, fee: String,
                lockTime: TimeText?, isLive: Bool, organizer: String, updated: String, updatedDay: String,
                updatedTime: Double, standingsPageCount: Int) {
        self.id = id
        self.name = name
        self.url = url
        self.type = type
        self.typeURL = typeURL
        self.status = status
        self.statusLabel = statusLabel
        self.statusGroup = statusGroup
        self.standingsState = standingsState
        self.entries = entries
        self.fee = fee
        self.lockTime = lockTime
        self.isLive = isLive
        self.organizer = organizer
        self.updated = updated
        self.updatedDay = updatedDay
        self.updatedTime = updatedTime
        self.standingsPageCount = standingsPageCount
    }
}
