import Domain

/// Large sites split the sitemap and search.json into chunks keyed by a stable hash of the contest id, so one
/// changed contest rewrites one chunk instead of a megabyte (CONTRACT §3). Small sites keep the single files.
public enum IndexChunks {
    /// Past this many contests (or past the sitemaps.org limit of URLs), the chunked form is used.
    public static let contestThreshold = 2_000
    /// Contest chunks; fixed, so a contest stays in its chunk whatever else is added or removed.
    public static let count = 64

    public static func chunked(contests: Int, urls: Int = 0) -> Bool {
        contests > contestThreshold || urls > SitePageBuilder.sitemapLimit
    }

    /// 1…`count`, from the id alone.
    public static func chunk(of id: String) -> Int {
        var digest = ContentDigest()
        digest.combine(id)
        return Int(digest.value % UInt64(count)) + 1
    }
}

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
        for card in ordered {
            let chunk = IndexChunks.chunk(of: card.id)
            parts[chunk].append(.init(loc: links.absolute(card.url), lastmod: card.updatedDay))
            if card.standingsPageCount >= 2 {
                for page in 2...card.standingsPageCount {
                    parts[chunk].append(.init(loc: links.absolute(links.standings(card.id, page: page)), lastmod: card.updatedDay))
                }
            }
        }
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
