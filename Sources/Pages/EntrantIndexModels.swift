/// One entrant as the entrant index and entrants.json list them: a standings row's name, rank and place.
public struct Entrant: Sendable, Equatable {
    public let name: String
    /// The rank as the standings show it ("3rd (tie)"), or the row's position when there is no rank column.
    public let rank: String
    /// The standings page the row is on (1 = the contest page).
    public let page: Int
    /// The row's `id` on that page.
    public let anchor: String
}

/// A contest's entrants in the site locale's collation, with their index pages.
public struct EntrantIndex: Sendable {
    public let entrants: [Entrant]
    /// `contests/<id>/entrants/` (n = 1) and `…/entrants/page/<n>/`.
    public let pages: [(number: Int, page: HTMLPage<EntrantIndexModel>)]
}

/// One page of the entrant index (`entrants.html`).
public struct EntrantIndexModel: Sendable {
    public let contestName: String
    public let contestURL: String
    /// "1,234 entrants".
    public let count: String
    /// A–Z: each letter's first page and heading, on every page.
    public let letters: [LetterLink]
    /// This page's entrants, a heading per letter.
    public let sections: [EntrantSection]
    public let pager: Pager?
    public let state: StandingsStateModel?
    public let asOf: TimeText?
}

public struct LetterLink: Sendable {
    public let label: String
    public let url: String
}

/// The entrants of one letter on one page; `id` is set where the letter starts (the jump links' target).
public struct EntrantSection: Sendable {
    public let label: String
    public let id: String?
    public let entrants: [EntrantLink]
}

public struct EntrantLink: Sendable {
    public let name: String
    public let rank: String
    /// `…/page/<n>/#entry-…`: the row on its standings page.
    public let url: String
}

/// What a standings page needs for its find-an-entrant box and its link to the entrant index.
public struct EntrantFinderModel: Sendable {
    public let indexURL: String
    /// `entrants.json`; the box fetches it (and the chunks it lists) only once it has focus.
    public let dataURL: String
    /// Page 1 of the standings; page n is `<contestURL>page/<n>/`.
    public let contestURL: String
    public let scriptURL: String
}
