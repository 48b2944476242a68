import Domain

/// The links to every page of CONTRACT §4, made from where `OutputPath` puts it. Links are root-relative under the
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

    /// The link to the file `OutputPath` puts at `path`.
    public func link(toFile path: String) -> String { basePath + "/" + OutputPath.url(ofFile: path) }

    public var home: String { link(toFile: OutputPath.home) }
    public var stylesheet: String { link(toFile: OutputPath.stylesheet) }
    public var feed: String { link(toFile: OutputPath.feed) }
    public func contest(_ id: String) -> String { link(toFile: OutputPath.contest(id)) }
    public func contestMarkdown(_ id: String) -> String { link(toFile: OutputPath.contestMarkdown(id)) }
    /// Page 1 of the standings is the contest page itself.
    public func standings(_ id: String, page: Int) -> String {
        page <= 1 ? contest(id) : link(toFile: OutputPath.standings(id, page: page))
    }
    /// The entrant index (CONTRACT §6): page 1 is `entrants/`, page n `entrants/page/<n>/`.
    public func entrants(_ id: String, page: Int) -> String { link(toFile: OutputPath.entrants(id, page: page)) }
    public func entrantsData(_ id: String) -> String { link(toFile: OutputPath.entrantsData(id)) }
    public var entrantsScript: String { link(toFile: OutputPath.entrantsScript) }
    /// CONTRACT §9: what a standings page checks for newer standings, and the script that checks.
    public func live(_ id: String) -> String { link(toFile: OutputPath.live(id)) }
    public var liveScript: String { link(toFile: OutputPath.liveScript) }
    /// The page scripts' words (CONTRACT §11), loaded before them.
    public var wordsScript: String { link(toFile: OutputPath.wordsScript) }
    public func join(_ token: String) -> String { link(toFile: OutputPath.join(token)) }
    /// `type` must be a safe path segment.
    public func typeList(_ type: String) -> String { list(ContestList.type(type).folder, page: 1) }
    /// Page `page` of the list in `folder` (see `ContestList.folder`).
    public func list(_ folder: String, page: Int) -> String { link(toFile: OutputPath.listPage(folder, page: page)) }
    public var searchIndex: String { link(toFile: OutputPath.searchIndex) }
    public var searchScript: String { link(toFile: OutputPath.searchScript) }
    public func contentPage(_ name: String) -> String { link(toFile: OutputPath.contentPage(name)) }

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
