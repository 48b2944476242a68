/// The site's settings from pcsite.yml, with the contract's defaults applied.
public struct SiteConfig: Sendable, Equatable {
    public var title: String
    public var description: String
    /// Absolute origin and path prefix without a trailing slash, e.g. "https://contests.example.com".
    public var baseURL: String
    /// Backend origin without a trailing slash; nil when not configured.
    public var apiBase: String?
    public var locale: String
    public var timeZone: String
    public var pageSize: Int
    public var appScheme: String?

    public init(title: String = "Contests", description: String = "", baseURL: String = "",
                apiBase: String? = nil, locale: String = "en_US", timeZone: String = "UTC",
                pageSize: Int = 100, appScheme: String? = nil) {
        self.title = title
        self.description = description
        self.baseURL = baseURL
        self.apiBase = apiBase
        self.locale = locale
        self.timeZone = timeZone
        self.pageSize = pageSize
        self.appScheme = appScheme
    }
}
