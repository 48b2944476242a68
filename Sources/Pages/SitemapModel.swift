import Domain

public struct SitemapModel: Sendable {
    public struct URLEntry: Sendable {
        public let loc: String
        public let lastmod: String?
    }
    public let urls: [URLEntry]
    public init(urls: [URLEntry]) { self.urls = urls }
}
