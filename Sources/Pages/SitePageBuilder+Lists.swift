import Domain
import EveryCore
import Formatting

extension SitePageBuilder {
    /// Every page of the index, of each safe type's list and of each non-empty status group's list.
    /// Cards arrive in index order; each list keeps it. A type that is not a safe path segment has no list.
    /// Without `facts` they are read on this thread.
    public func listPages(_ ordered: OrderedCards, facts: CardFacts? = nil) -> [ListPage] {
        let facts = facts ?? CardFacts(ordered, on: .serial)
        let types = facts.types
        var byType: [String: [Int32]] = [:]
        var byGroup: [StatusGroup: [Int32]] = [:]
        for position in 0..<ordered.count {
            let type = facts.typeNumbers[position]
            if type >= 0 { byType[types[Int(type)], default: []].append(Int32(position)) }
            byGroup[facts.statusGroups[position], default: []].append(Int32(position))
        }
        let groups = StatusGroup.allCases.filter { byGroup[$0] != nil }
        let lists: [(ContestList, [Int32])] = [(.all, Array(0..<Int32(ordered.count)))]
            + types.map { (ContestList.type($0), byType[$0] ?? []) }
            + groups.map { (ContestList.status($0), byGroup[$0] ?? []) }
        return lists.flatMap { list, cards in
            let typeLinks = types.map { type in
                ListLink(label: type, url: links.list(ContestList.type(type).folder, page: 1),
                         count: byType[type]?.count ?? 0, isCurrent: list == .type(type))
            }
            let groupLinks = groups.map { group in
                ListLink(label: group.label(in: config.words), url: links.list(ContestList.status(group).folder, page: 1),
                         count: byGroup[group]?.count ?? 0, isCurrent: list == .status(group))
            }
            return pages(of: list, ordered, cards, types: typeLinks, groups: groupLinks)
        }
    }

    /// `cards`: the list's positions in `ordered`.
    private func pages(of list: ContestList, _ ordered: OrderedCards, _ cards: [Int32], types: [ListLink],
                       groups: [ListLink]) -> [ListPage] {
        let size = max(1, config.indexPageSize)
        let total = max(1, (cards.count + size - 1) / size)
        // The numbers the list's pages show, formatted here, once a list: its pages may be built on several threads,
        // and a formatter is not shared.
        let words = config.words
        let numbers = SiteFormatter(settings: FormatSettings(locale: config.locale, timeZone: config.timeZone))
        let pageNumbers = (1...total).map(numbers.integer)
        let countText = words.count("contests_count", cards.count, number: numbers.integer(cards.count))
        let heading = list.heading(in: words)
        return (1...total).map { number in
            let url = links.list(list.folder, page: number)
            return ListPage(path: OutputPath.listPage(list.folder, page: number), url: url) { [self] in
                let slice = CardSelection(cards: ordered,
                                          positions: cards[min(cards.count, (number - 1) * size)..<min(cards.count, number * size)])
                let (page, pages) = (pageNumbers[number - 1], pageNumbers[total - 1])
                let title = total > 1 ? words.text("list_title_paged", ["list": heading, "page": page, "pages": pages]) : heading
                let caption = total > 1
                    ? words.text("list_caption_paged", ["list": heading, "contests": countText, "page": page, "pages": pages])
                    : words.text("list_caption", ["list": heading, "contests": countText])
                let content = ListContent(
                    heading: heading, isIndex: list == .all, hasContests: !cards.isEmpty, count: cards.count,
                    countText: countText, caption: caption, contests: slice,
                    pager: total > 1 ? Pager(current: number, total: total, label: words["list_pages"],
                                             text: words.text("page_of", ["page": page, "pages": pages])) {
                        links.list(list.folder, page: $0)
                    } : nil,
                    types: types, statusGroups: groups, searchURL: links.searchIndex, searchScriptURL: links.searchScript)
                let summary = list == .all && !config.description.isEmpty ? config.description : nil
                return HTMLPage(frame: frame, title: title, summary: summary, canonicalURL: links.absolute(url),
                                noindex: false, share: nil, content: content)
            }
        }
    }
}
