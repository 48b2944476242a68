import Foundation
import Domain
import Formatting
import Input
import Pages
import Rendering

/// Renders one loaded contest into the staging tree: contest page, standings pages, index.md, entrant index
/// and entrants.json; the join page is rendered apart (`renderJoin`).
struct ContestRenderer {
    let builder: ContestPageBuilder
    let templates: TemplateStore
    let staging: OutputStaging

    /// Takes the standings by value and lets them go once formatted, before anything renders:
    /// a 100,000-row leaderboard's cells are then no longer held beside its pages.
    func render(_ contest: Contest, standings: consuming Standings?) throws(BuildProblem) -> ContestPages {
        let pages = builder.build(contest, standings: standings)
        _ = consume standings
        var files = [PageFile(template: .contest, path: OutputPath.contest(contest.id), page: pages.contestPage)]
        for (number, page) in pages.standingsPages {
            files.append(PageFile(template: .standings, path: OutputPath.standings(contest.id, page: number), page: page))
        }
        files.append(PageFile(template: .contestMarkdown, path: OutputPath.contestMarkdown(contest.id), page: pages.markdownPage))
        for (number, page) in pages.entrantIndex?.pages ?? [] {
            files.append(PageFile(template: .entrants, path: OutputPath.entrants(contest.id, page: number), page: page))
        }
        try write(files, type: contest.type, concurrently: pages.standingsPages.count >= 16)
        // Inside the contest's folder, like every page above: an unchanged contest carries them over with it.
        if let index = pages.entrantIndex {
            for (path, bytes) in EntrantsJSON.files(index.entrants, contestID: contest.id) { try staging.write(path, bytes) }
        }
        return pages
    }

    private struct PageFile: Sendable {
        let template: PageKind
        let path: String
        let page: any TemplateContext & Sendable
    }

    /// A contest with hundreds of standings pages would keep one core busy while the other idles at the
    /// end of a build; its files are independent, so they are rendered on every core. Each lane takes the
    /// next file left, largest first (index.md holds every row), and the first failure in file order wins.
    private func write(_ files: [PageFile], type: String, concurrently: Bool) throws(BuildProblem) {
        guard concurrently else {
            for file in files { try staging.write(file.path, try Self.render(file.template, file.page, type: type, with: templates)) }
            return
        }
        let (templates, staging) = (templates, staging)
        // index.md holds every row: it is the largest file, so it goes first.
        let markdown = files.firstIndex { $0.template == .contestMarkdown } ?? files.count - 1
        try Lanes.run([markdown] + files.indices.filter { $0 != markdown }) { index throws(BuildProblem) in
            let file = files[index]
            try staging.write(file.path, try Self.render(file.template, file.page, type: type, with: templates))
        }
    }

    /// Join pages are published after all contests, in listing order (see `OutputStaging.writePending`).
    func renderJoin(_ page: HTMLPage<ContestModel>, type: String) throws(BuildProblem) -> Rendered {
        try Self.render(.join, page, type: type, with: templates)
    }

    private static func render(_ template: PageKind, _ page: any TemplateContext, type: String,
                               with templates: TemplateStore) throws(BuildProblem) -> Rendered {
        do {
            return try templates.render(template, page, type: type)
        } catch {
            throw BuildProblem(source: error.file, message: error.message)
        }
    }
}
