import Foundation
import Domain
import Formatting
import Input
import OutputTree
import Pages
import Rendering
import ShareCards

/// Renders one loaded contest into the staging tree: contest page, standings pages, index.md, entrant index
/// and entrants.json; the join page is rendered apart (`renderJoin`).
struct ContestRenderer {
    let builder: ContestPageBuilder
    let templates: TemplateStore
    let staging: OutputStaging
    /// nil with `share_cards: false`.
    let cards: CardPainter?
    /// The published manifest vouches for the output (and this is no `--full` build): a published card of the same
    /// key is those bytes, so it is linked rather than drawn again.
    let keepsPublishedCards: Bool

    /// Takes the standings by value and lets them go once formatted, before anything renders:
    /// a 100,000-row leaderboard's cells are then no longer held beside its pages.
    func render(_ contest: Contest, standings: consuming Standings?) throws(Problem) -> ContestPages {
        let pages = builder.build(contest, standings: standings)
        _ = consume standings
        var files = [OutputFile.page(.contest, OutputPath.contest(contest.id), pages.contestPage)]
        for (number, page) in pages.standingsPages {
            files.append(.page(.standings, OutputPath.standings(contest.id, page: number), page))
        }
        let big = pages.standingsPages.count >= 16
        // index.md lists every row: a big contest's is written as it is rendered, never held whole.
        files.append(big ? .streamedPage(.contestMarkdown, OutputPath.contestMarkdown(contest.id), pages.markdownPage)
                         : .page(.contestMarkdown, OutputPath.contestMarkdown(contest.id), pages.markdownPage))
        if let live = pages.live { files.append(.data(OutputPath.live(contest.id), LiveJSON.bytes(live))) }
        // Inside the contest's folder, like every page: an unchanged contest carries them over with it.
        if let index = pages.entrantIndex { files.append(.entrants(index)) }
        if let card = pages.shareCard, let cards { files.append(.shareCard(card, cards, keepsPublished: keepsPublishedCards)) }
        try write(files, contest: contest, concurrently: big)
        return pages
    }

    /// One job of a contest's output: a page from its template; a small data file (live.json); the entrant index —
    /// built in the job — with its pages and entrants.json (`writeEntrants`).
    private enum OutputFile: Sendable {
        case page(PageKind, String, any TemplateContext & TemplateModel & Sendable)
        case streamedPage(PageKind, String, any TemplateContext & TemplateModel & Sendable)
        case data(String, [UInt8])
        case entrants(LazyEntrantIndex)
        /// Drawn only when the published site has no card of its key: new standings or entries draw none.
        case shareCard(ShareCardDrawing, CardPainter, keepsPublished: Bool)

        /// index.md (every row), the entrant index and entrants.json (every name) are the largest jobs.
        var isLarge: Bool {
            switch self {
            case .page(let kind, _, _), .streamedPage(let kind, _, _): kind == .contestMarkdown
            case .data, .shareCard: false
            case .entrants: true
            }
        }
    }

    /// A contest with hundreds of standings pages would keep one core busy while the other idles at the
    /// end of a build; its files are independent, so they are rendered on the run's threads. Each lane takes the
    /// next file left, largest first, and the first failure in file order wins.
    private func write(_ files: [OutputFile], contest: Contest, concurrently: Bool) throws(Problem) {
        let (templates, staging, type, id) = (templates, staging, contest.type, contest.id)
        let write = { @Sendable (file: OutputFile) throws(Problem) in
            switch file {
            case .page(let kind, let path, let page):
                try staging.write(path, try Self.render(kind, page, type: type, with: templates))
            case .streamedPage(let kind, let path, let page):
                try staging.write(path) { emit throws(Problem) in
                    do throws(TemplateError) {
                        try templates.render(kind, page, type: type, streamingTo: emit)
                    } catch {
                        throw error.problem
                    }
                }
            case .data(let path, let bytes):
                try staging.write(path, bytes)
            case .entrants(let pending):
                try Self.writeEntrants(pending, contestID: id, type: type, templates: templates, staging: staging)
            case .shareCard(let card, let painter, let keepsPublishedCards):
                var kept = false
                if keepsPublishedCards { kept = try staging.keepFile(card.path) }
                if !kept { try staging.write(card.path, try painter.png(card.text)) }
            }
        }
        guard concurrently else {
            for file in files { try write(file) }
            return
        }
        try staging.parallel.forEach(files.indices.filter { files[$0].isLarge } + files.indices.filter { !files[$0].isLarge }) {
            index throws(Problem) in try write(files[index])
        }
    }

    /// The entrant index's pages, then entrants.json: one after the other, in one lane, so that the index's sort
    /// keys are gone before entrants.json's words are made (about 100 MB each at a million entrants). A big
    /// contest's entrants.json and chunks are ordered by word, with each word's entrants in standings order.
    private static func writeEntrants(_ pending: LazyEntrantIndex, contestID id: String, type: String, templates: TemplateStore,
                                      staging: OutputStaging) throws(Problem) {
        let index = pending.build()
        for (number, page) in index.pages {
            try staging.write(OutputPath.entrants(id, page: number), try render(.entrants, page, type: type, with: templates))
        }
        let chunked = index.entrants.count > EntrantsJSON.chunkSize
        try EntrantsJSON.write(chunked ? pending.entrantsInStandingsOrder() : index.entrants, contestID: id, to: staging.write)
    }

    /// Join pages are published after all contests, in listing order (see `OutputStaging.writeWaitingJoinPage`).
    func renderJoin(_ page: HTMLPage<ContestModel>, type: String) throws(Problem) -> Rendered {
        try Self.render(.join, page, type: type, with: templates)
    }

    private static func render(_ template: PageKind, _ page: any TemplateContext & TemplateModel, type: String,
                               with templates: TemplateStore) throws(Problem) -> Rendered {
        do {
            return try templates.render(template, page, type: type)
        } catch {
            throw error.problem
        }
    }
}
