import Domain

/// Every URL and output path of CONTRACT §4, in one place. Links are root-relative under the
/// base URL's path; `absolute` gives full URLs for canonical, Open Graph, sitemap and feed.
public struct SiteLinks: Sendable {
    /// "https://contests.example.com" (no trailing slash), possibly empty.
    public let baseURL: String
    /// The base URL's path ("" or "/sub"), prefixed to every link.
    public let basePath: String
    public let apiBase: String?
    public let appScheme: String?

    public init(config: SiteConfig) {
        baseURL = config.baseURL
        apiBase = config.apiBase
        appScheme = config.appScheme
        if let schemeEnd = config.baseURL.range(of: "://"),
           let pathStart = config.baseURL[schemeEnd.upperBound...].firstIndex(of: "/") {
            basePath = String(config.baseURL[pathStart...])
        } else {
            basePath = ""
        }
    }

    public var home: String { basePath + "/" }
    public var stylesheet: String { basePath + "/assets/site.css" }
    public var feed: String { basePath + "/feed.xml" }
    public func contest(_ id: String) -> String { "\(basePath)/contests/\(id)/" }
    public func contestMarkdown(_ id: String) -> String { "\(basePath)/contests/\(id)/index.md" }
    /// Page 1 of the standings is the contest page itself.
    public func standings(_ id: String, page: Int) -> String {
        page <= 1 ? contest(id) : "\(basePath)/contests/\(id)/page/\(page)/"
    }
    /// The entrant index (CONTRACT §6): page 1 is `entrants/`, page n `entrants/page/<n>/`.
    public func entrants(_ id: String, page: Int) -> String {
        page <= 1 ? "\(basePath)/contests/\(id)/entrants/" : "\(basePath)/contests/\(id)/entrants/page/\(page)/"
    }
    public func entrantsData(_ id: String) -> String { "\(basePath)/contests/\(id)/entrants.json" }
    public var entrantsScript: String { basePath + "/assets/entrants.js" }
    /// CONTRACT §9: what a standings page checks for newer standings, and the script that checks.
    public func live(_ id: String) -> String { "\(basePath)/contests/\(id)/live.json" }
    public var liveScript: String { basePath + "/assets/live.js" }
    public func join(_ token: String) -> String { "\(basePath)/join/\(token)/" }
    /// `type` must be a safe path segment.
    public func typeList(_ type: String) -> String { list(ContestList.type(type).folder, page: 1) }
    /// Page `page` of the list in `folder` (see `ContestList.folder`).
    public func list(_ folder: String, page: Int) -> String {
        page <= 1 ? "\(basePath)/\(folder)" : "\(basePath)/\(folder)page/\(page)/"
    }
    public var searchIndex: String { basePath + "/search.json" }
    public var searchScript: String { basePath + "/assets/search.js" }
    public func contentPage(_ name: String) -> String { "\(basePath)/pages/\(name)/" }

    /// `path` is a root-relative link made above; the result is absolute when a base URL is configured.
    public func absolute(_ path: String) -> String {
        guard !baseURL.isEmpty else { return path }
        return baseURL + path.dropFirst(basePath.count)
    }

    /// The canonical join endpoint of CONTRACT §1.3.
    public func joinEndpoint(_ token: String) -> String {
        "\(apiBase ?? "")/api/custom-contests/join/\(token)"
    }

    public func appJoin(_ token: String) -> String? {
        appScheme.map { "\($0)://join/\(token)" }
    }
}
