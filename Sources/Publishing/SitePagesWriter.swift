import Domain
import Pages
import Rendering

/// Writes the pages that depend on every contest, plus 404, content pages and assets.
struct SitePagesWriter {
    let site: SitePageBuilder
    let templates: TemplateStore
    let staging: OutputStaging

    func write(cards: [ContestCard], contentPages: [ContentPageSource]) throws(BuildProblem) {
        let markdown = MarkdownRenderer()
        let cards = SitePageBuilder.ordered(cards)
        var pages: [Page] = [Page("index.html", site.index(cards), to: "index.html"),
                             Page("404.html", site.notFound(), to: "404.html"),
                             Page("feed.xml", site.feed(cards), to: "feed.xml")]
        for page in contentPages {
            pages.append(Page("page.html", site.contentPage(page, markdown: markdown), to: OutputPath.contentPage(page.name)))
        }
        let urls = site.sitemapURLs(cards, contentPages: contentPages)
        if urls.count <= SitePageBuilder.sitemapLimit {
            pages.append(Page("sitemap.xml", SitemapModel(urls: urls), to: "sitemap.xml"))
        } else {
            var fileCount = 0
            for start in stride(from: 0, to: urls.count, by: SitePageBuilder.sitemapLimit) {
                fileCount += 1
                let chunk = Array(urls[start..<min(start + SitePageBuilder.sitemapLimit, urls.count)])
                pages.append(Page("sitemap.xml", SitemapModel(urls: chunk), to: "sitemap-\(fileCount).xml"))
            }
            pages.append(Page("sitemap-index.xml", site.sitemapIndex(fileCount: fileCount), to: "sitemap.xml"))
        }
        try renderConcurrently(pages)
        for (path, bytes) in templates.assets.sorted(by: { $0.key < $1.key }) {
            try staging.write(path, bytes)
        }
    }

    private struct Page: Sendable {
        let template: String
        let model: any TemplateContext & Sendable
        let path: String

        init(_ template: String, _ model: any TemplateContext & Sendable, to path: String) {
            (self.template, self.model, self.path) = (template, model, path)
        }
    }

    /// The index, feed and sitemap of 10,000 contests each take tens of milliseconds; they are independent files.
    private func renderConcurrently(_ pages: [Page]) throws(BuildProblem) {
        try Lanes.run(Array(pages.indices)) { index throws(BuildProblem) in
            try render(pages[index].template, pages[index].model, to: pages[index].path)
        }
    }

    private func render(_ template: String, _ model: any TemplateContext, to path: String) throws(BuildProblem) {
        do {
            try staging.write(path, try templates.render(template, model))
        } catch let error as TemplateError {
            throw BuildProblem(source: error.file, message: error.message)
        } catch {
            throw error as? BuildProblem ?? BuildProblem(source: path, message: "\(error)")
        }
    }
}
