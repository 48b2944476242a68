/// The site's settings from pcsite.yml, with the contract's defaults applied.
public struct SiteConfig: Sendable, Equatable {
    public var title: String
    public var description: String
    /// Absolute origin and path prefix without a trailing slash, e.g. "https://contests.example.com".
    public var baseURL: String
    /// Backend origin without a trailing slash; nil when not configured.
    public var apiBase: String?
    public var locale: String
    /// `language` (default: `locale`'s), its words: pcsite's table with the site's `i18n/<language>.yml` over it.
    public var words = Words.english
    /// `languages:` (CONTRACT §11): every language of the site, this one first; empty for a site in one language.
    public var editions: [SiteEdition] = []
    /// The folder this build's language lives in under the site's root ("fr"), nil for the root's own; the root's
    /// `base_url` is then `rootURL`.
    public var editionFolder: String?
    public var rootURL: String?
    public var timeZone: String
    public var pageSize: Int
    public var appScheme: String?
    /// Web join link template with a `{token}` placeholder, e.g. "https://play.example.com/join/{token}".
    public var joinURL: String?
    public var appStoreURL: String?
    public var playStoreURL: String?
    /// Contests per index, type and status list page.
    public var indexPageSize: Int
    /// Entries in feed.xml: the most recently updated contests.
    public var feedLimit: Int
    /// `deploy:` (CONTRACT §3).
    public var deploy = DeployConfig()
    /// `api:` (CONTRACT §1.3).
    public var api = APIConfig()
    /// `metrics_file`, `ping_url`, `stale_after` (CONTRACT §8); the pages never depend on them.
    public var monitoring = MonitoringConfig()
    /// `limits:`: the largest input accepted.
    public var limits = DocumentLimits()
    /// `share_cards`, `share_card:` (CONTRACT §12).
    public var shareCards = ShareCardConfig()
    /// `apps:` (CONTRACT §12).
    public var apps = AppsConfig()
    /// Keys the file has that pcsite does not know (typos, most likely).
    public var warnings: [ConfigWarning] = []

    public init(title: String = "Contests", description: String = "", baseURL: String = "",
                apiBase: String? = nil, locale: String = "en_US", timeZone: String = "UTC",
                pageSize: Int = 100, appScheme: String? = nil, joinURL: String? = nil,
                appStoreURL: String? = nil, playStoreURL: String? = nil, indexPageSize: Int = 50, feedLimit: Int = 50) {
        self.title = title
        self.description = description
        self.baseURL = baseURL
        self.apiBase = apiBase
        self.locale = locale
        self.timeZone = timeZone
        self.pageSize = pageSize
        self.appScheme = appScheme
        self.joinURL = joinURL
        self.appStoreURL = appStoreURL
        self.playStoreURL = playStoreURL
        self.indexPageSize = indexPageSize
        self.feedLimit = feedLimit
    }
}
