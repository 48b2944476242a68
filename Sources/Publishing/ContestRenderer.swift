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

    /// Takes the standings by value and lets them go once formatted, before anything renders:
    /// a 100,000-row leaderboard's cells are then no longer held beside its pages.
    func render(_ contest: Contest, standings: consuming Standings?) throws(BuildProblem) -> ContestPages {
        let pages = builder.build(contest, standings: standings)
        _ = consume standings
        try write("contest.html", pages.contestPage, to: OutputPath.contest(contest.id), type: contest.type)
        for (number, page) in pages.standingsPages {
            try write("standings.html", page, to: OutputPath.standings(contest.id, page: number), type: contest.type)
        }
        try write("contest.md", pages.markdownPage, to: OutputPath.contestMarkdown(contest.id), type: contest.type)
        return pages
    }

    /// Join pages are published after all contests, in listing order (see `OutputStaging.writePending`).
    func renderJoin(_ page: HTMLPage<ContestModel>, type: String) throws(BuildProblem) -> Rendered {
        try render("join.html", page, type: type)
    }

    private func write(_ template: String, _ page: any TemplateContext, to path: String, type: String) throws(BuildProblem) {
        try staging.write(path, try render(template, page, type: type))
    }

    private func render(_ template: String, _ page: any TemplateContext, type: String) throws(BuildProblem) -> Rendered {
        do {
            return try templates.render(template, page, type: type)
        } catch {
            throw BuildProblem(source: error.file, message: error.message)
        }
    }
}
