import Foundation
import Domain
import Formatting
import Input
import Pages
import Rendering
import Synchronization

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
        try writeStandingsPages(pages.standingsPages, contest: contest)
        try write("contest.md", pages.markdownPage, to: OutputPath.contestMarkdown(contest.id), type: contest.type)
        return pages
    }

    /// A contest with hundreds of standings pages would keep one core busy while the other idles at the
    /// end of a build; its pages are independent files, so they are rendered on every core.
    private func writeStandingsPages(_ list: [(number: Int, page: HTMLPage<ContestModel>)],
                                     contest: Contest) throws(BuildProblem) {
        let (templates, staging, id, type) = (templates, staging, contest.id, contest.type)
        let lanes = list.count >= 16 ? max(1, ProcessInfo.processInfo.activeProcessorCount) : 1
        let failure = Mutex<BuildProblem?>(nil)
        DispatchQueue.concurrentPerform(iterations: lanes) { lane in
            for index in stride(from: lane, to: list.count, by: lanes) {
                let (number, page) = list[index]
                do {
                    try staging.write(OutputPath.standings(id, page: number), templates.render("standings.html", page, type: type))
                } catch let error as TemplateError {
                    failure.withLock { $0 = $0 ?? BuildProblem(source: error.file, message: error.message) }
                    return
                } catch {
                    failure.withLock { $0 = $0 ?? (error as? BuildProblem) }
                    return
                }
            }
        }
        if let problem = failure.withLock({ $0 }) { throw problem }
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
