import Domain

extension SitePageBuilder {
    /// The chunked sitemap: `sitemap-1.xml` holds the list and content pages, `sitemap-<1 + chunk>.xml` the pages
    /// of the contests in that chunk, in index order. A part over the URL limit continues in `sitemap-<n>-<k>.xml`.
    /// Empty chunks are left out.
    public func sitemapChunks(_ ordered: [ContestCard], lists: [ListPage],
                              contentPages: [ContentPageSource]) -> [(path: String, model: SitemapModel)] {
        let newest = ordered.first?.updatedDay
        var parts = [[SitemapModel.URLEntry]](repeating: [], count: IndexChunks.count + 1)
        parts[0] = lists.map { SitemapModel.URLEntry(loc: links.absolute($0.url), lastmod: newest) }
        parts[0] += contentPages.map { .init(loc: links.absolute(links.contentPage($0.name)), lastmod: nil) }
        for card in ordered { parts[IndexChunks.chunk(of: card.id)] += contestURLs(card) }
        var files: [(path: String, model: SitemapModel)] = []
        for (index, urls) in parts.enumerated() where !urls.isEmpty {
            for (piece, start) in stride(from: 0, to: urls.count, by: Self.sitemapLimit).enumerated() {
                let name = piece == 0 ? "sitemap-\(index + 1).xml" : "sitemap-\(index + 1)-\(piece + 1).xml"
                files.append((name, SitemapModel(urls: Array(urls[start..<min(start + Self.sitemapLimit, urls.count)]))))
            }
        }
        return files
    }

    /// A sitemap index over the named files (relative to the site's base path).
    public func sitemapIndex(files: [String]) -> SitemapIndexModel {
        SitemapIndexModel(sitemaps: files.map { .init(loc: links.absolute("\(links.basePath)/\($0)")) })
    }
}
