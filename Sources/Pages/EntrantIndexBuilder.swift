import Domain
import Formatting

/// Builds a contest's entrant index from its formatted standings (CONTRACT §6, "Finding an entrant"): every row's
/// name in the site locale's collation (`NameCollation`, sort keys made once per contest), ties by standings order,
/// paginated by `page_size`, with A–Z jump links.
struct EntrantIndexBuilder {
    let links: SiteLinks
    let collation: NameCollation
    let words: Words
    /// "1,234" and each page's number, formatted by the caller: the index may be built on another thread, and
    /// formatters are not shared.
    let countText: String
    let pageNumbers: [String]
    let pageSize: Int

    func build(_ contest: Contest, table: StandingsTable, standings: StandingsModel,
               page: (_ title: String, _ path: String, _ content: EntrantIndexModel) -> HTMLPage<EntrantIndexModel>) -> EntrantIndex {
        let entrants = sortedEntrants(table)
        let list = entrants.list
        let pageCount = max(1, (list.count + pageSize - 1) / pageSize)
        let initials = entrants.sortKeys?.initials(name: list.name(at:), firstWeights: entrants.firstWeights) ?? []
        let groups = letterGroups(initials)
        // A one-page index's letters are on the page itself.
        let letters = groups.firstIndexes.enumerated().map { number, first in
            LetterLink(label: groups.labels[number],
                       url: (pageCount == 1 ? "" : links.entrants(contest.id, page: first / pageSize + 1)) + "#letter-\(number + 1)")
        }
        let count = words.count("entrants_count", list.count, number: countText)
        // Each standings page's URL (the index has as many pages as the standings), and the same relative to the
        // index's first page and to its others: every name links to its row, and `/contests/<id>/` written a
        // hundred times a page was a fifth of the page.
        let standingsPages = 1...pageCount
        let pageURLs = standingsPages.map { links.standings(contest.id, page: $0) }
        let fromFirstPage = standingsPages.map { "../" + ($0 == 1 ? "" : "page/\($0)/") }
        let fromOtherPages = fromFirstPage.map { "../../" + $0 }
        let pages = (1...pageCount).map { number in
            let range = ((number - 1) * pageSize)..<min(number * pageSize, list.count)
            var sections: [EntrantSection] = []
            var start = range.lowerBound
            while start < range.upperBound {
                let group = groups.ofEntrant[start]
                var end = start + 1
                while end < range.upperBound, groups.ofEntrant[end] == group { end += 1 }
                sections.append(EntrantSection(
                    label: groups.labels[group], id: groups.firstIndexes[group] == start ? "letter-\(group + 1)" : nil,
                    entrants: EntrantLinks(entrants: list, range: start..<end, pageURLs: pageURLs,
                                           relativePageURLs: number == 1 ? fromFirstPage : fromOtherPages)))
                start = end
            }
            let model = EntrantIndexModel(
                contestName: contest.name, heading: words.text("entrants_heading", ["contest": contest.name]),
                contestURL: links.contest(contest.id), count: count, lead: words.text("entrants_lead", ["entrants": count]),
                letters: letters,
                sections: sections,
                pager: pageCount > 1 ? pager(current: number, total: pageCount) { links.entrants(contest.id, page: $0) } : nil,
                state: standings.state, asOf: standings.asOf, finder: EntrantFinderModel(contestID: contest.id, links: links))
            let title = pageCount > 1
                ? words.text("entrants_title_paged", ["contest": contest.name, "page": pageNumber(number), "pages": pageNumber(pageCount)])
                : words.text("entrants_title", ["contest": contest.name])
            return (number, page(title, links.entrants(contest.id, page: number), model))
        }
        return EntrantIndex(entrants: list, pages: pages)
    }

    private func pageNumber(_ number: Int) -> String {
        number <= pageNumbers.count ? pageNumbers[number - 1] : String(number)
    }

    private func pager(current: Int, total: Int, url: (Int) -> String) -> Pager {
        Pager(current: current, total: total, label: words["entrant_index_pages"],
              text: words.text("page_of", ["page": pageNumber(current), "pages": pageNumber(total)]), url: url)
    }

    /// Every row as an entrant, in standings order.
    func entrants(_ table: StandingsTable) -> EntrantList {
        EntrantList(rows: table.rows.formatted, pageSize: pageSize, order: nil)
    }

    /// Every row as an entrant, sorted by name key, then standings order, with each one's first collation weight.
    private func sortedEntrants(_ table: StandingsTable) -> (list: EntrantList, firstWeights: [UInt32], sortKeys: NameCollation.SortKeys?) {
        let entrants = entrants(table)
        guard !entrants.isEmpty else { return (entrants, [], nil) }
        let sortKeys = collation.keys(count: entrants.count, name: entrants.name(at:))
        let order = NameCollation.sortedIndices(sortKeys.keys)
        let firstWeights = sortKeys.firstWeights
        return (EntrantList(rows: entrants.rows, pageSize: pageSize, order: order), order.map { firstWeights[$0] }, sortKeys)
    }

    /// The A–Z groups of the sorted entrants: one per first letter (as the locale tells letters apart), and one
    /// "#" group for names that start with anything else.
    private func letterGroups(_ initials: [(group: UInt32, label: String)?]) -> (labels: [String], firstIndexes: [Int], ofEntrant: [Int]) {
        var labels: [String] = []
        var firstIndexes: [Int] = []
        var ofEntrant: [Int] = []
        ofEntrant.reserveCapacity(initials.count)
        var other: Int?
        var current: UInt32?
        for (index, initial) in initials.enumerated() {
            if let initial {
                if initial.group != current {
                    current = initial.group
                    labels.append(initial.label)
                    firstIndexes.append(index)
                }
                ofEntrant.append(labels.count - 1)
            } else {
                current = nil
                if other == nil {
                    other = labels.count
                    labels.append("#")
                    firstIndexes.append(index)
                }
                ofEntrant.append(other!)
            }
        }
        return (labels, firstIndexes, ofEntrant)
    }
}
