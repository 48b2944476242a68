import Foundation
import Domain
import Rendering

/// The pages that depend on every contest: the lists, feed, sitemap; plus 404 and content pages.
public struct SitePageBuilder: Sendable {
    /// sitemaps.org: at most 50,000 URLs per sitemap file.
    public static let sitemapLimit = 50_000

    let config: SiteConfig
    let links: SiteLinks
    public let frame: Frame

    public init(config: SiteConfig, contentPages: [ContentPageSource]) {
        self.config = config
        let links = SiteLinks(config: config)
        self.links = links
        frame = Frame(config: config, links: links,
                      navigation: contentPages.map { NavigationLink(title: $0.title, url: links.contentPage($0.name)) })
    }

    /// Index order of CONTRACT §4: `updated_at` descending, then `contest_id`. The lists, feed, sitemap and search
    /// take their cards in this order, sorted once by the caller.
    /// Sorted in place: a million cards copied took 270 MB.
    public static func ordered(_ cards: consuming [ContestCard]) -> OrderedCards {
        var cards = cards
        cards.sort { $0.updatedTime != $1.updatedTime ? $0.updatedTime > $1.updatedTime : $0.id < $1.id }
        return OrderedCards(cards)
    }

    /// `.well-known/apple-app-site-association` and `assetlinks.json`, as `apps:` asks.
    public var appLinkFiles: [(path: String, bytes: [UInt8])] {
        AppLinkFiles.files(config.apps, links: links, languages: config.editions.dropFirst().map(\.language))
    }

    /// A contest's URL in search.json, with `{id}` for the contest id.
    public var searchURLPattern: String { links.contest("{id}") }

    public func notFound() -> HTMLPage<IndexContent> {
        HTMLPage(frame: frame, title: config.words["not_found_title"], summary: nil, canonicalURL: nil, noindex: true, share: nil,
                 content: IndexContent(hasContests: false, contests: []))
    }

    public func contentPage(_ page: ContentPageSource, markdown: MarkdownRenderer) -> HTMLPage<ContentPageContent> {
        HTMLPage(frame: frame, title: page.title, summary: nil, canonicalURL: links.absolute(links.contentPage(page.name)),
                 noindex: false, share: nil, content: ContentPageContent(bodyHTML: markdown.html(from: page.markdown)))
    }

    public func feed(_ ordered: OrderedCards) -> FeedModel {
        let home = links.absolute(links.home)
        return FeedModel(
            title: config.title, subtitle: config.description.isEmpty ? nil : config.description, id: home,
            siteURL: home, feedURL: links.absolute(links.feed),
            updated: ordered.first?.updated ?? "1970-01-01T00:00:00Z",
            entries: ordered.prefix(max(0, config.feedLimit)).map { card in
                FeedModel.Entry(title: card.name, id: links.absolute(card.url), url: links.absolute(card.url),
                                updated: card.updated, author: card.organizer,
                                summary: config.words.text("contest_card_summary", ["type": card.type, "status": card.statusLabel,
                                                                                    "entries": card.entries, "fee": card.fee]))
            })
    }

    /// Every published URL but join pages (CONTRACT §4): the list pages, in the order `listPages` gives
    /// (index first), then contests with their standings and entrant index pages, then content pages.
    public func sitemapURLs(_ ordered: OrderedCards, lists: [ListPage],
                            contentPages: [ContentPageSource]) -> [SitemapModel.URLEntry] {
        let newest = ordered.first?.updatedDay
        var urls = lists.map { sitemapEntry(links.absolute($0.url), lastmod: newest) }
        for card in ordered { urls += contestURLs(card) }
        urls += contentPages.map { sitemapEntry(links.absolute(links.contentPage($0.name)), lastmod: nil) }
        return urls
    }

    /// A sitemap's URL, with its versions in the site's other languages.
    func sitemapEntry(_ loc: String, lastmod: String?) -> SitemapModel.URLEntry {
        SitemapModel.URLEntry(loc: loc, lastmod: lastmod, alternates: frame.languages.alternates(of: loc))
    }

    /// How many URLs `contestURLs` makes for a card with this many standings pages.
    static func contestURLCount(standingsPages: Int) -> Int {
        1 + max(0, standingsPages - 1) + max(0, standingsPages)
    }

    /// A contest's own pages in the sitemap: the contest page, its further standings pages and its entrant index
    /// pages (as many as the standings: one name per row, same page size).
    func contestURLs(_ card: ContestCard) -> [SitemapModel.URLEntry] {
        var urls = [sitemapEntry(links.absolute(card.url), lastmod: card.updatedDay)]
        if card.standingsPageCount >= 2 {
            for page in 2...card.standingsPageCount {
                urls.append(sitemapEntry(links.absolute(links.standings(card.id, page: page)), lastmod: card.updatedDay))
            }
        }
        for page in stride(from: 1, through: card.standingsPageCount, by: 1) {
            urls.append(sitemapEntry(links.absolute(links.entrants(card.id, page: page)), lastmod: card.updatedDay))
        }
        return urls
    }
}
