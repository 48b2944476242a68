import Domain

/// A page's versions in the site's other languages (CONTRACT §11): the same path under each language's base URL.
public struct LanguageLinks: Sendable {
    public struct Edition: Sendable {
        /// "fr", as `hreflang` and `lang` take it.
        public let language: String
        /// The language's own name for itself ("Français"), in the switch.
        public let name: String
        /// The absolute base URL of the site in that language: the root's, or the root's + "/fr".
        public let base: String
        /// The same as a root-relative prefix ("" or "/fr", under the base URL's path), for links within the site.
        public let basePath: String
    }

    /// Every language, the root's first; empty for a site in one language.
    public let editions: [Edition]
    /// This build's base URL.
    let ownBase: String

    init(config: SiteConfig) {
        let root = config.rootURL ?? config.baseURL
        var rootConfig = config
        rootConfig.baseURL = root
        let rootPath = SiteLinks(config: rootConfig).basePath
        editions = config.editions.enumerated().map { index, edition in
            let folder = index == 0 ? "" : "/" + edition.language
            return Edition(language: edition.language, name: edition.words["language_name"], base: root + folder,
                           basePath: rootPath + folder)
        }
        ownBase = config.baseURL
    }

    /// The versions of the page at `url` (absolute, under this build's base), or of the home page.
    public func alternates(of url: String?) -> [AlternateLink] {
        guard editions.count > 1 else { return [] }
        let path = url.flatMap { $0.hasPrefix(ownBase) ? String($0.dropFirst(ownBase.count)) : nil } ?? "/"
        return editions.map {
            AlternateLink(language: $0.language, name: $0.name, url: $0.base + path, link: $0.basePath + path,
                          isCurrent: $0.base == ownBase)
        }
    }
}

/// One version of a page: `<link rel="alternate" hreflang>` in the head, and a link in the language switch.
public struct AlternateLink: Sendable {
    public let language: String
    public let name: String
    /// Absolute, for `hreflang` and the sitemap.
    public let url: String
    /// Root-relative, for the switch: it works wherever the site is served (`pcsite serve`, a preview host).
    public let link: String
    public let isCurrent: Bool
}
