import Domain
import EveryCore

extension SitePageBuilder {
    /// The chunked sitemap: `sitemap-1.xml` holds the list and content pages, `sitemap-<1 + chunk>.xml` the pages
    /// of the contests in that chunk, in index order. A part over the URL limit continues in `sitemap-<n>-<k>.xml`.
    /// Empty chunks are left out.
    /// Each file's URLs are made when its model is asked for, as the file is rendered: a million contests' URLs
    /// made at once took 250 bytes a contest. Without `facts` they are read on this thread.
    public func sitemapChunks(_ ordered: OrderedCards, lists: [ListPage], contentPages: [ContentPageSource],
                              facts: CardFacts? = nil) -> [(path: String, model: @Sendable () -> SitemapModel)] {
        let facts = facts ?? CardFacts(ordered, on: .serial)
        let newest = ordered.first?.updatedDay
        let pages = lists.map { sitemapEntry(links.absolute($0.url), lastmod: newest) }
            + contentPages.map { sitemapEntry(links.absolute(links.contentPage($0.name)), lastmod: nil) }
        let members = facts.positionsByChunk
        let counts = members.map { $0.reduce(0) { $0 + facts.urlCount(Int($1)) } }
        var files: [(path: String, model: @Sendable () -> SitemapModel)] = []
        func add(_ index: Int, count: Int, urls: @escaping @Sendable () -> [SitemapModel.URLEntry]) {
            for (piece, start) in stride(from: 0, to: count, by: Self.sitemapLimit).enumerated() {
                let name = piece == 0 ? "sitemap-\(index + 1).xml" : "sitemap-\(index + 1)-\(piece + 1).xml"
                let end = min(start + Self.sitemapLimit, count)
                files.append((name, { SitemapModel(urls: Array(urls()[start..<end])) }))
            }
        }
        add(0, count: pages.count) { pages }
        for chunk in 1..<members.count where !members[chunk].isEmpty {
            let positions = members[chunk]
            add(chunk, count: counts[chunk]) { positions.flatMap { contestURLs(ordered[Int($0)]) } }
        }
        return files
    }

    /// A sitemap index over the named files (relative to the site's base path).
    public func sitemapIndex(files: [String]) -> SitemapIndexModel {
        SitemapIndexModel(sitemaps: files.map { .init(loc: links.absolute("\(links.basePath)/\($0)")) })
    }
}
