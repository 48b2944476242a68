import Domain
import Pages

/// The sitemap and search.json, single files for small sites and stable chunks past `IndexChunks`' threshold.
extension SitePagesWriter {
    static func sitemapPages(site: SitePageBuilder, cards: OrderedCards, lists: [ListPage],
                             contentPages: [ContentPageSource]) -> [Page] {
        let urlCount = lists.count + contentPages.count + cards.reduce(0) { $0 + max(1, $1.standingsPageCount) }
        guard IndexChunks.chunked(contests: cards.count, urls: urlCount) else {
            return [Page(.sitemap, SitemapModel(urls: site.sitemapURLs(cards, lists: lists, contentPages: contentPages)),
                         to: "sitemap.xml")]
        }
        let chunks = site.sitemapChunks(cards, lists: lists, contentPages: contentPages)
        return chunks.map { Page(.sitemap, to: $0.path, making: $0.model) }
            + [Page(.sitemapIndex, site.sitemapIndex(files: chunks.map(\.path)), to: "sitemap.xml")]
    }

    /// `carry`: the cards are the published ones, so the published files are linked over; any not there is written.
    func writeSearchIndex(_ cards: OrderedCards, carry: Bool) throws(Problem) {
        var kept = Set<String>()
        if carry {
            for path in SearchIndex.paths(cards) {
                if try staging.keepFile(path) { kept.insert(path) }
            }
            if kept.count == SearchIndex.paths(cards).count { return }
        }
        try SearchIndex.write(cards, urlPattern: site.searchURLPattern) { path, bytes throws(Problem) in
            if !kept.contains(path) { try staging.write(path, bytes) }
        }
    }
}
