/// Every kind of page the build renders, named once: the case's value is its template's name
/// (`templates/default/<name>.mustache`). A new page kind is a new case; the build requires every one, and
/// Pages' `PageKind.model` names the model type its template is rendered with.
public enum PageKind: String, Sendable, CaseIterable {
    case index = "index.html"
    case contest = "contest.html"
    case standings = "standings.html"
    case contestMarkdown = "contest.md"
    /// A contest's entrant index, A–Z (CONTRACT §6, "Finding an entrant").
    case entrants = "entrants.html"
    case join = "join.html"
    case contentPage = "page.html"
    case notFound = "404.html"
    case sitemap = "sitemap.xml"
    case sitemapIndex = "sitemap-index.xml"
    case feed = "feed.xml"

    /// The names `TemplateStore.load(required:)` checks for.
    public static var templateNames: [String] { allCases.map(\.rawValue) }
}
