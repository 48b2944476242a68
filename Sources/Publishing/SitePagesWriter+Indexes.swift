import Domain
import Pages

/// The sitemap and search.json, single files for small sites and stable chunks past `IndexChunks`' threshold.
extension SitePagesWriter {
    static func sitemapPages(site: SitePageBuilder, cards: OrderedCards, facts: CardFacts, lists: [ListPage],
                             contentPages: [ContentPageSource]) -> [Page] {
        let urlCount = lists.count + contentPages.count + facts.urlCount
        guard IndexChunks.chunked(contests: cards.count, urls: urlCount) else {
            return [Page(.sitemap, SitemapModel(urls: site.sitemapURLs(cards, lists: lists, contentPages: contentPages)),
                         to: "sitemap.xml")]
        }
        let chunks = site.sitemapChunks(cards, lists: lists, contentPages: contentPages, facts: facts)
        return chunks.map { Page(.sitemap, to: $0.path, making: $0.model) }
            + [Page(.sitemapIndex, site.sitemapIndex(files: chunks.map(\.path)), to: "sitemap.xml")]
    }

    /// `carry`: the cards are the published ones, so the published files are linked over; any not there is written.
    func writeSearchIndex(_ cards: OrderedCards, facts: CardFacts, carry: Bool) throws(Problem) {
        var kept = Set<String>()
        let paths = SearchIndex.paths(cards, facts: facts)
        if carry {
            for path in paths {
                if try staging.keepFile(path) { kept.insert(path) }
            }
            if kept.count == paths.count { return }
        }
        try SearchIndex.write(cards, facts: facts, urlPattern: site.searchURLPattern, on: staging.parallel) { [kept, staging] path, bytes throws(Problem) in
            if !kept.contains(path) { try staging.write(path, bytes) }
        }
    }
}
