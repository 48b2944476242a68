/// The top-level object of an HTML template. `summary` feeds the meta description; `share`, the card tags.
public struct HTMLPage<Content: Sendable>: Sendable {
    public let frame: Frame
    public let title: String
    public let summary: String?
    public let canonicalURL: String?
    public let noindex: Bool
    public let share: ShareCard?
    public let content: Content
    /// A machine-readable twin of the page (the join API), only ever a `<link rel="alternate">` in the head.
    public var alternateJSON: String? = nil
}

/// The index: every valid contest, most recently updated first.
public struct IndexContent: Sendable {
    public let hasContests: Bool
    public let contests: [ContestCard]
}

/// A contest's line on the index, feed and sitemap; small enough to keep for every contest of a build.
public struct ContestCard: Sendable, Equatable {
    public let id: String
    public let name: String
    public let url: String
    public let type: String
    public let status: String
    public let entries: String
    public let fee: String
    public let isLive: Bool
    public let organizer: String
    /// UTC RFC 3339, for the feed.
    public let updated: String
    public let updatedDay: String
    /// Seconds since 1970, for ordering (text would misorder fractional seconds).
    public let updatedTime: Double
    public let standingsPageCount: Int

    public init(id: String, name: String, url: String, type: String, status: String, entries: String, fee: String,
                isLive: Bool, organizer: String, updated: String, updatedDay: String, updatedTime: Double,
                standingsPageCount: Int) {
        self.id = id
        self.name = name
        self.url = url
        self.type = type
        self.status = status
        self.entries = entries
        self.fee = fee
        self.isLive = isLive
        self.organizer = organizer
        self.updated = updated
        self.updatedDay = updatedDay
        self.updatedTime = updatedTime
        self.standingsPageCount = standingsPageCount
    }
}

public struct ContentPageContent: Sendable {
    public let bodyHTML: String
}

public struct SitemapModel: Sendable {
    public struct URLEntry: Sendable {
        public let loc: String
        public let lastmod: String?
    }
    public let urls: [URLEntry]
    public init(urls: [URLEntry]) { self.urls = urls }
}

public struct SitemapIndexModel: Sendable {
    public struct Entry: Sendable { public let loc: String }
    public let sitemaps: [Entry]
}

public struct FeedModel: Sendable {
    public struct Entry: Sendable {
        public let title: String
        public let id: String
        public let url: String
        public let updated: String
        public let author: String
        public let summary: String
    }
    public let title: String
    public let subtitle: String?
    public let id: String
    public let siteURL: String
    public let feedURL: String
    public let updated: String
    public let entries: [Entry]
}
