import Domain

public struct SitemapIndexModel: Sendable {
    public struct Entry: Sendable { public let loc: String }
    public let sitemaps: [Entry]
}
