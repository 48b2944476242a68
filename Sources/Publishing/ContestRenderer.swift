import Domain
import Formatting
import Input
import Pages
import Rendering

/// Renders one loaded contest into the staging tree: contest page, standings pages, index.md, join page.
struct ContestRenderer {
    let builder: ContestPageBuilder
    let templates: TemplateStore
    let staging: OutputStaging

    func render(_ loaded: LoadedContest) throws(BuildProblem) -> ContestPages {
        let contest = loaded.contest
        let pages = builder.build(contest, standings: loaded.standings)
        try write("contest.html", pages.contestPage, to: OutputPath.contest(contest.id), type: contest.type)
        for (number, page) in pages.standingsPages {
            try write("standings.html", page, to: OutputPath.standings(contest.id, page: number), type: contest.type)
        }
        try write("contest.md", pages.markdownPage, to: OutputPath.contestMarkdown(contest.id), type: contest.type)
        return pages
    }

    /// Join pages are written after all contests, in listing order, so a token claimed twice is caught deterministically.
    func renderJoin(_ page: HTMLPage<ContestModel>, type: String) throws(BuildProblem) -> [UInt8] {
        try render("join.html", page, type: type)
    }

    private func write(_ template: String, _ page: any TemplateContext, to path: String, type: String) throws(BuildProblem) {
        try staging.write(path, try render(template, page, type: type))
    }

    private func render(_ template: String, _ page: any TemplateContext, type: String) throws(BuildProblem) -> [UInt8] {
        do {
            return try templates.render(template, page, type: type)
        } catch {
            throw BuildProblem(source: error.file, message: error.message)
        }
    }
}
