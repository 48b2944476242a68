import Domain
import OutputTree
import Pages
import Rendering

/// Writes the pages that depend on every contest (lists, feed, sitemap, search.json), plus 404, content pages
/// and assets. Every file goes through the staging writer, which keeps a file whose bytes did not change.
struct SitePagesWriter {
    let site: SitePageBuilder
    let templates: TemplateStore
    let staging: OutputStaging

    /// `everyRunFiles`: 404, content pages and assets, rendered already (`everyRunFiles(site:templates:contentPages:)`).
    /// `carryLists`: nothing the lists, feed, sitemap and search.json show has changed (`SitePagesKey`), so the
    /// published ones are linked over as they are.
    func write(cards: OrderedCards, contentPages: [ContentPageSource], everyRunFiles: [(path: String, bytes: Rendered)],
               carryLists: Bool = false) throws(Problem) {
        let facts = CardFacts(cards, on: staging.parallel)
        let lists = site.listPages(cards, facts: facts)
        var pages: [Page] = lists.map { Page(.index, to: $0.path, making: $0.model) }
        pages.append(Page(.feed, site.feed(cards), to: OutputPath.feed))
        pages += Self.sitemapPages(site: site, cards: cards, facts: facts, lists: lists, contentPages: contentPages)
        if carryLists {
            var rendered: [Page] = []
            for page in pages {
                if Self.carriedKinds.contains(page.kind), try staging.keepFile(page.path) { continue }
                rendered.append(page)
            }
            pages = rendered
        }
        try renderConcurrently(pages)
        try writeSearchIndex(cards, facts: facts, carry: carryLists)
        for file in everyRunFiles { try staging.write(file.path, file.bytes) }
    }

    /// The pages made of every contest's card; 404, content pages and assets are cheap and always rendered.
    private static let carriedKinds: Set<PageKind> = [.index, .feed, .sitemap, .sitemapIndex]

    private static func everyRunPages(site: SitePageBuilder, contentPages: [ContentPageSource]) -> [Page] {
        let markdown = MarkdownRenderer()
        return [Page(.notFound, site.notFound(), to: "404.html")] + contentPages.map {
            Page(.contentPage, site.contentPage($0, markdown: markdown), to: OutputPath.contentPage($0.name))
        }
    }

    /// The files rendered on every run whatever changed (404, content pages, assets, the apps' association files),
    /// rendered in memory once a run: an unchanged site is one where these equal the published ones, and the
    /// site's pages write them.
    static func everyRunFiles(site: SitePageBuilder, templates: TemplateStore,
                              contentPages: [ContentPageSource]) throws(Problem) -> [(path: String, bytes: Rendered)] {
        var files: [(path: String, bytes: Rendered)] = []
        for page in everyRunPages(site: site, contentPages: contentPages) {
            files.append((page.path, try rendered(page.kind, page.model(), templates: templates)))
        }
        for (path, bytes) in templates.assets {
            files.append((path, Rendered(bytes: bytes)))
        }
        for file in site.appLinkFiles { files.append((file.path, Rendered(bytes: file.bytes))) }
        return files
    }

    struct Page: Sendable {
        typealias Model = any TemplateContext & TemplateModel & Sendable
        let kind: PageKind
        /// Made in the lane that renders the page (a sitemap chunk's URLs), or made already.
        let model: @Sendable () -> Model
        let path: String

        init(_ kind: PageKind, _ model: Model, to path: String) {
            self.init(kind, to: path) { model }
        }

        init(_ kind: PageKind, to path: String, making model: @escaping @Sendable () -> Model) {
            (self.kind, self.model, self.path) = (kind, model, path)
        }
    }

    /// The lists, feed and sitemap of 10,000 contests each take milliseconds to tens of milliseconds;
    /// they are independent files.
    private func renderConcurrently(_ pages: [Page]) throws(Problem) {
        try staging.parallel.forEach(Array(pages.indices)) { index throws(Problem) in
            try render(pages[index].kind, pages[index].model(), to: pages[index].path)
        }
    }

    private func render(_ kind: PageKind, _ model: any TemplateContext & TemplateModel, to path: String) throws(Problem) {
        try staging.write(path, try Self.rendered(kind, model, templates: templates))
    }

    private static func rendered(_ kind: PageKind, _ model: any TemplateContext & TemplateModel,
                                 templates: TemplateStore) throws(Problem) -> Rendered {
        do {
            return try templates.render(kind, model)
        } catch {
            throw error.problem
        }
    }
}
