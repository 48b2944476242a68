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
}
