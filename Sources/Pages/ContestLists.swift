import Domain

/// One of the site's contest lists (CONTRACT §4): the index, one type's list, one status group's list.
public enum ContestList: Sendable, Equatable {
    case all
    case type(String)
    case status(StatusGroup)

    /// The list's folder under the output ("", "types/nba/", "status/open/").
    public var folder: String {
        switch self {
        case .all: ""
        case .type(let type): "types/\(type)/"
        case .status(let group): "status/\(group.rawValue)/"
        }
    }

    var heading: String {
        switch self {
        case .all: "Contests"
        case .type(let type): "\(type) contests"
        case .status(let group): "\(group.label) contests"
        }
    }
}

/// What a list page shows: one page of cards, the pager, and links to the other lists with their counts.
public struct ListContent: Sendable {
    public let heading: String
    public let isIndex: Bool
    public let hasContests: Bool
    /// Contests in the whole list, not only on this page.
    public let count: Int
    public let contests: [ContestCard]
    /// Nil when the list fits on one page.
    public let pager: Pager?
    public let types: [ListLink]
    public let statusGroups: [ListLink]
    public let searchURL: String
    public let searchScriptURL: String
}

/// A link to another list, with the number of contests it holds.
public struct ListLink: Sendable {
    public let label: String
    public let url: String
    public let count: Int
    public let isCurrent: Bool
}

/// One rendered list page and where it goes.
public struct ListPage: Sendable {
    public let path: String
    public let url: String
    public let page: HTMLPage<ListContent>
}

extension SitePageBuilder {
    /// Every page of the index, of each safe type's list and of each non-empty status group's list.
    /// Cards arrive in index order; each list keeps it. A type that is not a safe path segment has no list.
    public func listPages(_ ordered: [ContestCard]) -> [ListPage] {
        var byType: [String: [ContestCard]] = [:]
        var byGroup: [StatusGroup: [ContestCard]] = [:]
        for card in ordered {
            if card.typeURL != nil { byType[card.type, default: []].append(card) }
            byGroup[card.statusGroup, default: []].append(card)
        }
        let types = byType.keys.sorted()
        let groups = StatusGroup.allCases.filter { byGroup[$0] != nil }
        let lists: [(ContestList, [ContestCard])] = [(.all, ordered)]
            + types.map { (ContestList.type($0), byType[$0] ?? []) }
            + groups.map { (ContestList.status($0), byGroup[$0] ?? []) }
        return lists.flatMap { list, cards in
            let typeLinks = types.map { type in
                ListLink(label: type, url: links.list(ContestList.type(type).folder, page: 1),
                         count: byType[type]?.count ?? 0, isCurrent: list == .type(type))
            }
            let groupLinks = groups.map { group in
                ListLink(label: group.label, url: links.list(ContestList.status(group).folder, page: 1),
                         count: byGroup[group]?.count ?? 0, isCurrent: list == .status(group))
            }
            return pages(of: list, cards, types: typeLinks, groups: groupLinks)
        }
    }

    private func pages(of list: ContestList, _ cards: [ContestCard], types: [ListLink], groups: [ListLink]) -> [ListPage] {
        let size = max(1, config.indexPageSize)
        let total = max(1, (cards.count + size - 1) / size)
        return (1...total).map { number in
            let url = links.list(list.folder, page: number)
            let slice = Array(cards[min(cards.count, (number - 1) * size)..<min(cards.count, number * size)])
            let title = total > 1 ? "\(list.heading), page \(number) of \(total)" : list.heading
            let content = ListContent(
                heading: list.heading, isIndex: list == .all, hasContests: !cards.isEmpty, count: cards.count,
                contests: slice,
                pager: total > 1 ? Pager(current: number, total: total, label: "Pages of this list") {
                    links.list(list.folder, page: $0)
                } : nil,
                types: types, statusGroups: groups, searchURL: links.searchIndex, searchScriptURL: links.searchScript)
            let summary = list == .all && !config.description.isEmpty ? config.description : nil
            return ListPage(path: OutputPath.listPage(list.folder, page: number), url: url,
                            page: HTMLPage(frame: frame, title: title, summary: summary,
                                           canonicalURL: links.absolute(url), noindex: false, share: nil,
                                           content: content))
        }
    }
}
