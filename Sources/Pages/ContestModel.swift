import Domain

/// Everything a contest template shows, already formatted. Templates only place these strings.
public struct ContestModel: Sendable {
    public let id: String
    public let name: String
    public let type: String
    public let status: String
    public let organizer: String
    public let entries: String
    public let fee: String
    public let startTime: TimeText?
    public let lockTime: TimeText?
    public let endTime: TimeText?
    public let updated: TimeText
    /// cmark-gfm output in safe mode; the only HTML a template places unescaped.
    public let descriptionHTML: String?
    /// The description for index.md, with raw HTML neutralised.
    public let descriptionMarkdown: String?
    public let badges: [Badge]
    public let url: String
    public let markdownURL: String
    /// Link to the join page, only when joining is open and a token exists (CONTRACT §1.2).
    public let joinURL: String?
    public let isJoinOpen: Bool
    public let joinAPIURL: String?
    public let appURL: String?
    public let isLive: Bool
    public let payouts: PayoutsModel
    public let roster: RosterModel?
    public var standings: StandingsModel
}

/// A state shown as text ("Live", "Closed", …), never colour alone.
public struct Badge: Sendable {
    public let label: String
    /// CSS hook: live, closed, scoring, unscored.
    public let kind: String
}

public struct PayoutsModel: Sendable {
    public let hasRows: Bool
    public let rows: [PayoutRowModel]
}

public struct PayoutRowModel: Sendable {
    public let places: String
    public let amount: String
    public let share: String
}

/// The standings section: exactly one of the states is set, or a table.
public struct StandingsModel: Sendable {
    public var hidden = false
    public var scoring = false
    public var notScored = false
    public var empty = false
    public var table: StandingsTable?
    public var pager: Pager?
}

public struct StandingsTable: Sendable {
    public let caption: String
    public let columns: [ColumnHeader]
    public let rows: [RowModel]

    /// Rank first, then the row's name: both stay in view while a wide table scrolls sideways.
    public var pinsRankAndName: Bool {
        columns.count > 1 && columns[0].kind == "ordinal" && (rows.first?.layout.headerIndex == 1)
    }
}

public struct ColumnHeader: Sendable {
    public let name: String
    public let kind: String
    /// "ascending"/"descending" on the column the rows are sorted by, nil elsewhere.
    public let ariaSort: String?
}

/// One standings row: just its formatted texts. What a cell shows besides its text (its column's kind,
/// whether it heads the row) is shared by the whole table in `RowLayout`, so 100,000 rows stay small.
public struct RowModel: Sendable {
    public let texts: [String]
    /// `<time datetime>` values, only for tables that have date columns.
    public let machines: [String?]?
    public let isCurrentUser: Bool
    let layout: RowLayout
}

/// What every row of one table shares.
final class RowLayout: Sendable {
    /// CSS hook per column: ordinal, numeric, currency, …
    let kinds: [String]
    /// The cell shown as `<th scope="row">` (the name column).
    let headerIndex: Int

    init(kinds: [String], headerIndex: Int) {
        self.kinds = kinds
        self.headerIndex = headerIndex
    }
}

public struct Pager: Sendable {
    public let current: Int
    public let total: Int
    public let firstURL: String?
    public let previousURL: String?
    public let nextURL: String?
    public let lastURL: String?
    public let pages: [PageLink]
    /// The pager's accessible name: "Standings pages", "Pages of this list".
    public var label = "Standings pages"
}

extension Pager {
    /// Page `current` of `total`: first/previous/next/last links and the numbers within two of the current one.
    init(current: Int, total: Int, label: String = "Standings pages", url: (Int) -> String) {
        let window = max(1, current - 2)...min(total, current + 2)
        self.init(current: current, total: total,
                  firstURL: current > 1 ? url(1) : nil, previousURL: current > 1 ? url(current - 1) : nil,
                  nextURL: current < total ? url(current + 1) : nil, lastURL: current < total ? url(total) : nil,
                  pages: window.map { PageLink(number: $0, url: url($0), isCurrent: $0 == current) }, label: label)
    }
}

public struct PageLink: Sendable {
    public let number: Int
    public let url: String
    public let isCurrent: Bool
}
