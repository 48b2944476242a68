import Domain

/// What every HTML page's frame (head, header, footer) shows.
public struct Frame: Sendable {
    public let language: String
    public let siteTitle: String
    public let siteDescription: String?
    public let homeURL: String
    public let stylesheetURL: String
    public let feedURL: String
    public let navigation: [NavigationLink]

    public init(config: SiteConfig, links: SiteLinks, navigation: [NavigationLink]) {
        language = config.locale.split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map(String.init) ?? "en"
        siteTitle = config.title
        siteDescription = config.description.isEmpty ? nil : config.description
        homeURL = links.home
        stylesheetURL = links.stylesheet
        feedURL = links.feed
        self.navigation = navigation
    }

    /// A copy whose texts and list are its own. Every page a worker builds copies the frame, and a copy
    /// retains what it holds: with one frame per worker, no other thread touches those reference counts
    /// (the navigation list shared by every worker was among the most contended objects of a build).
    public func ownCopy() -> Frame {
        Frame(language: language.ownCopy(), siteTitle: siteTitle.ownCopy(), siteDescription: siteDescription?.ownCopy(),
              homeURL: homeURL.ownCopy(), stylesheetURL: stylesheetURL.ownCopy(), feedURL: feedURL.ownCopy(),
              navigation: navigation.map { NavigationLink(title: $0.title.ownCopy(), url: $0.url.ownCopy()) })
    }

    private init(language: String, siteTitle: String, siteDescription: String?, homeURL: String, stylesheetURL: String,
                 feedURL: String, navigation: [NavigationLink]) {
        (self.language, self.siteTitle, self.siteDescription) = (language, siteTitle, siteDescription)
        (self.homeURL, self.stylesheetURL, self.feedURL, self.navigation) = (homeURL, stylesheetURL, feedURL, navigation)
    }
}

private extension String {
    /// The same text in storage of its own (a short one is held inline anyway).
    func ownCopy() -> String { String(decoding: Array(utf8), as: UTF8.self) }
}
