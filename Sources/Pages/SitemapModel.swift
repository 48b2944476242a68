import Domain

public struct SitemapModel: Sendable {
    public struct URLEntry: Sendable {
        public let loc: String
        public let lastmod: String?
        /// The page in every language of a site in several (CONTRACT §11), as `xhtml:link` alternates.
        public var alternates: [AlternateLink] = []
    }
    public let urls: [URLEntry]
    /// Declares the `xhtml` namespace of the alternates.
    public var hasAlternates: Bool { urls.contains { !$0.alternates.isEmpty } }
    public init(urls: [URLEntry]) { self.urls = urls }
}
