import Domain
import EveryCore
import Formatting
import Rendering
import ShareCards

/// Builds a contest's page models from domain values. Formatting happens here, once per cell.
public struct ContestPageBuilder {
    let config: SiteConfig
    let words: Words
    let links: SiteLinks
    let frame: Frame
    let formatter: SiteFormatter
    let markdown: MarkdownRenderer
    /// nil with `share_cards: false`.
    let cardDesign: ShareCardDesign?
    /// The threads a huge table's rows are formatted on.
    let parallel: Parallel

    public init(config: SiteConfig, frame: Frame, formatter: SiteFormatter, markdown: MarkdownRenderer = MarkdownRenderer(),
                parallel: Parallel) {
        self.config = config
        words = config.words
        self.links = SiteLinks(config: config)
        self.frame = frame
        self.formatter = formatter
        self.markdown = markdown
        self.parallel = parallel
        cardDesign = config.shareCards.enabled && ShareCardDesign.fontsInstalled ? ShareCardDesign(config.shareCards) : nil
    }

    public func build(_ contest: Contest, standings: Standings?) -> ContestPages {
        var warnings: [String] = []
        let standingsModel = standingsState(contest, standings: standings)
        let table = standings.flatMap { standingsModel.state != nil && !$0.rows.isEmpty && !standingsModel.unavailable
            ? StandingsFormatter(formatter: formatter, words: words, parallel: parallel).format($0, contest: contest, warnings: &warnings) : nil }
        var base = model(contest, standings: standingsModel)
        if table != nil {
            base.standings.finder = EntrantFinderModel(contestID: contest.id, links: links)
        }
        let pageSize = max(1, config.pageSize)
        let rowCount = table?.rows.count ?? 0
        let pageCount = table == nil ? 0 : max(1, (rowCount + pageSize - 1) / pageSize)
        let live = LiveStatus(standingsModel, pages: pageCount, words: words)
        if let live, !live.isFinal {
            base.standings.live = LiveCheckModel(live, dataURL: links.live(contest.id), scriptURL: links.liveScript)
        }

        func page(_ number: Int) -> ContestModel {
            var copy = base
            guard let table else { return copy }
            let start = (number - 1) * pageSize
            let rows = table.rows.prefix(from: start, length: pageSize)
            let caption = pageCount > 1 ? words.text("standings_caption_paged", ["page": formatter.integer(number),
                                                                              "pages": formatter.integer(pageCount)])
                : words["standings"]
            copy.standings.table = StandingsTable(caption: caption, columns: table.columns, rows: rows)
            copy.standings.pager = pageCount > 1 ? pager(contest.id, current: number, total: pageCount) : nil
            return copy
        }

        let summary = summaryLine(contest, base)
        let contestURL = links.contest(contest.id)
        let card = cardDesign.map { shareCard(contest, design: $0) }
        let share = ShareTags(image: card?.image)
        let contestPage = htmlPage(title: contest.name, summary: summary, path: contestURL, share: share, content: page(1))
        let standingsPages = pageCount < 2 ? [] : (2...pageCount).map { number in
            (number, htmlPage(title: words.text("standings_page_title", ["contest": contest.name, "page": formatter.integer(number)]),
                              summary: summary,
                              path: links.standings(contest.id, page: number), share: share, content: page(number)))
        }
        var markdownModel = base
        markdownModel.standings.table = table
        let markdownPage = htmlPage(title: contest.name, summary: summary, path: links.contestMarkdown(contest.id),
                                    share: nil, content: markdownModel)
        let joinPage = contest.joinToken.map { token in
            (token, self.joinPage(contest, token: token, summary: summary, image: card?.image, base: base))
        }
        let updated = formatter.machineTimestamp(contest.updatedAt)
        let shownState = contest.leaderboardState.isHidden || contest.status == .cancelled ? nil
            : StandingsState(status: contest.status, leaderboardState: contest.leaderboardState).label(in: words)
        let listed = ContestCard(
            id: contest.id, name: contest.name, url: contestURL, type: contest.type,
            typeURL: PathSegment.isSafe(contest.type) ? links.typeList(contest.type) : nil, status: contest.status.raw,
            statusLabel: contest.status.label(in: words), statusGroup: contest.status.group, standingsState: shownState,
            entries: base.entries, fee: base.fee, lockTime: base.lockTime, isLive: contest.actions.isLive,
            organizer: base.organizer, updated: updated, updatedDay: String(updated.prefix(10)),
            updatedTime: contest.updatedAt.date.timeIntervalSince1970,
            standingsPageCount: pageCount)
        // Built when the contest's render lane gets to it: sorting 100,000 names then runs beside the standings pages.
        let entrantIndex = table.map { table in
            let builder = EntrantIndexBuilder(links: links, collation: NameCollation.shared(locale: config.locale),
                                              words: words, countText: formatter.integer(table.rows.count),
                                              pageNumbers: (0..<pageCount).map { formatter.integer($0 + 1) }, pageSize: pageSize)
            let (frame, links) = (frame, links)
            return LazyEntrantIndex(count: table.rows.count, inStandingsOrder: { builder.entrants(table) }) {
                builder.build(contest, table: table, standings: standingsModel) { title, path, content in
                    HTMLPage(frame: frame, title: title, summary: summary, canonicalURL: links.absolute(path), noindex: false,
                             share: nil, content: content)
                }
            }
        }
        return ContestPages(card: listed, contestPage: contestPage, standingsPages: standingsPages,
                            markdownPage: markdownPage, joinPage: joinPage, entrantIndex: entrantIndex, live: live,
                            shareCard: card?.drawing, warnings: warnings)
    }

    /// The share tags of a page that has them: its own title and URL, and the contest's card when there is one.
    private struct ShareTags {
        let image: ShareImage?
    }

    private func htmlPage(title: String, summary: String, path: String, share: ShareTags?,
                          content: ContestModel) -> HTMLPage<ContestModel> {
        let url = links.absolute(path)
        return HTMLPage(frame: frame, title: title, summary: summary, canonicalURL: url, noindex: false,
                        share: share.map { ShareCard(title: title, description: summary, url: url, image: $0.image) },
                        content: content)
    }

    /// One line for meta descriptions and share cards: "nba contest · Final · 24 entries · …".
    private func summaryLine(_ contest: Contest, _ model: ContestModel) -> String {
        words.text("contest_summary", ["type": model.type, "status": model.statusLabel, "entries": entriesCount(contest),
                                       "fee": model.fee, "organizer": model.organizer])
    }

    /// "24 entries", by the language's plural rules.
    func entriesCount(_ contest: Contest) -> String {
        words.count("entries_count", contest.entryCount, number: formatter.integer(contest.entryCount))
    }

    /// CONTRACT §1.1, §1.2 and §6: hidden wins over everything, a cancelled contest has no standings, an error
    /// leaderboard shows no rows; otherwise the flags decide, and shown standings carry their state and time.
    private func standingsState(_ contest: Contest, standings: Standings?) -> StandingsModel {
        var model = StandingsModel()
        let state = StandingsState(status: contest.status, leaderboardState: contest.leaderboardState)
        if contest.leaderboardState.isHidden || standings?.state?.isHidden == true {
            model.hidden = true
        } else if contest.status == .cancelled {
            model.cancelled = true
        } else if state == .unavailable {
            model.unavailable = true
            model.state = StandingsStateModel(state: state, words: words)
        } else if contest.actions.isScored {
            if let standings {
                model.noEntries = standings.rows.isEmpty
                model.state = StandingsStateModel(state: state, words: words)
                model.asOf = standings.generatedAt.map(time)
            } else {
                model.empty = true
            }
        } else if contest.actions.isScoring {
            model.scoring = true
        } else {
            model.notScored = true
        }
        return model
    }

    /// One badge per fact (CONTRACT §6): the status badge comes first in the template, so an action badge
    /// that would repeat it ("Closed" on a closed contest, "Scoring in progress" while scoring) is left out.
    private func badges(_ contest: Contest) -> [Badge] {
        var badges: [Badge] = []
        let over = [StatusGroup.closed, .final, .cancelled].contains(contest.status.group)
        if contest.actions.isLive { badges.append(Badge(label: words["badge_live"], kind: "live")) }
        if contest.actions.isClosed, !over { badges.append(Badge(label: words["status_closed"], kind: "closed")) }
        if !contest.leaderboardState.isHidden, !contest.actions.isScored, contest.status != .cancelled {
            if !contest.actions.isScoring {
                badges.append(Badge(label: words["not_yet_scored"], kind: "unscored"))
            } else if contest.status != .scoring {
                badges.append(Badge(label: words["scoring_in_progress"], kind: "scoring"))
            }
        }
        return badges
    }

    private func model(_ contest: Contest, standings: StandingsModel) -> ContestModel {
        let count = formatter.integer(contest.entryCount)
        let entries = contest.maxEntries.map { words.text("entries_of_limit", ["count": count, "limit": formatter.integer($0)]) }
            ?? words.text("entries_no_limit", ["count": count])
        let joinOpen = contest.isJoinOpen && contest.joinToken != nil
        return ContestModel(
            id: contest.id, name: contest.name, type: contest.type, status: contest.status.raw,
            statusLabel: contest.status.label(in: words), statusGroup: contest.status.group.rawValue,
            isCancelled: contest.status == .cancelled,
            organizer: contest.organizerName ?? words["unknown_organizer"], entries: entries,
            fee: formatter.fee(contest.entryFee, free: words["free"]),
            startTime: contest.startTime.map(time), lockTime: contest.lockTime.map(time), endTime: contest.endTime.map(time),
            updated: time(contest.updatedAt),
            descriptionHTML: contest.description.map(markdown.html(from:)),
            descriptionMarkdown: contest.description.map(MarkdownEscaper.neutraliseHTML),
            badges: badges(contest), url: links.contest(contest.id), markdownURL: links.contestMarkdown(contest.id),
            joinURL: joinOpen ? contest.joinToken.map(links.join) : nil,
            isJoinOpen: contest.isJoinOpen,
            isLive: contest.actions.isLive,
            payouts: payouts(contest), roster: contest.roster.map { RosterModel($0, formatter: formatter, words: words) },
            standings: standings, join: nil)
    }

    func time(_ timestamp: Timestamp) -> TimeText {
        TimeText(text: formatter.timestamp(timestamp), machine: formatter.machineTimestamp(timestamp))
    }

    private func payouts(_ contest: Contest) -> PayoutsModel {
        guard contest.status != .cancelled else { return PayoutsModel(hasRows: false, rows: [], cancelled: true) }
        let rows = contest.payoutTiers.map { tier in
            PayoutRowModel(places: formatter.rankRange(min: tier.rankMin, max: tier.rankMax),
                           amount: formatter.payoutAmount(tier.amount, currency: tier.currency, toBeDecided: words["to_be_decided"]),
                           share: tier.percentage.map { formatter.percent($0) } ?? "—")
        }
        return PayoutsModel(hasRows: !rows.isEmpty, rows: rows, cancelled: false)
    }

    private func pager(_ id: String, current: Int, total: Int) -> Pager {
        Pager(current: current, total: total, label: words["standings_pages"],
              text: words.text("page_of", ["page": formatter.integer(current), "pages": formatter.integer(total)])) {
            links.standings(id, page: $0)
        }
    }
}
