import Domain

/// Everything a contest template shows, already formatted. Templates only place these strings.
public struct ContestModel: Sendable {
    public let id: String
    public let name: String
    public let type: String
    /// The backend's status verbatim; `statusLabel` is what people read (CONTRACT §6).
    public let status: String
    public let statusLabel: String
    /// upcoming, open, closed, final, cancelled or other: a CSS hook and the `status/<group>/` list.
    public let statusGroup: String
    public let isCancelled: Bool
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
    /// Link to the join page, only when joining is open and a token exists (CONTRACT §1.1, §6).
    public let joinURL: String?
    public let isJoinOpen: Bool
    public let isLive: Bool
    public let payouts: PayoutsModel
    public let roster: RosterModel?
    public var standings: StandingsModel
    /// Only on the join page: what a visitor can do to join.
    public var join: JoinModel?
}

/// The join page's actions (CONTRACT §6); each link is nil when its setting is absent.
public struct JoinModel: Sendable {
    /// The page's own absolute URL: shown to copy and encoded in the QR code.
    public let pageURL: String
    public let appURL: String?
    public let webURL: String?
    public let appStoreURL: String?
    public let playStoreURL: String?
    /// Inline SVG of a QR code for `pageURL`; nil only if the encoder failed.
    public let qrSVG: String?
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
    /// A cancelled contest pays nothing: no table, one sentence.
    public let cancelled: Bool
}

public struct PayoutRowModel: Sendable {
    public let places: String
    public let amount: String
    public let share: String
}

/// The standings section: exactly one of the states is set, or a table.
public struct StandingsModel: Sendable {
    public var hidden = false
    public var cancelled = false
    public var scoring = false
    public var notScored = false
    /// Scored, but there is no leaderboard document.
    public var empty = false
    /// The leaderboard has no rows: "No entries yet."
    public var noEntries = false
    /// `leaderboard_state` error: the rows are not shown.
    public var unavailable = false
    /// How far the rows can be trusted; set whenever standings (or their absence for a reason) are shown.
    public var state: StandingsStateModel?
    /// The leaderboard's `generated_at`, in the site's zone.
    public var asOf: TimeText?
    public var table: StandingsTable?
    public var pager: Pager?
    /// The find-an-entrant box and the link to the entrant index; set whenever a table is shown.
    public var finder: EntrantFinderModel?
}

/// CONTRACT §6's standings state as text plus one boolean per state, for templates that style them.
public struct StandingsStateModel: Sendable {
    public let state: StandingsState

    /// CSS hook: final, unavailable, under-review, being-calculated, provisional.
    public var kind: String {
        switch state {
        case .final: "final"
        case .unavailable: "unavailable"
        case .underReview: "under-review"
        case .beingCalculated: "being-calculated"
        case .provisional: "provisional"
        }
    }

    /// Error and dispute: the rows may change or are missing, so they are styled as warnings.
    public var isWarning: Bool { state == .unavailable || state == .underReview }
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
    public let marks: RowMarks
    /// The row's `id` (`EntryAnchors`): the same entry keeps it on whichever page it falls.
    public let anchor: String
    let layout: RowLayout
}

/// What a row's rank means to a reader: a podium place, a paying place, a tie.
public struct RowMarks: Sendable, Equatable {
    /// 1, 2 or 3 on the podium, else 0.
    public var place: UInt8 = 0
    public var pays = false
    public var tie = false

    /// The row's `class` attribute value; one of a few constant strings, so rendering allocates nothing.
    var cssClass: String? {
        switch (pays, place) {
        case (false, 0): nil
        case (true, 0): "pays"
        case (true, 1): "pays podium podium-1"
        case (true, 2): "pays podium podium-2"
        case (true, _): "pays podium podium-3"
        case (false, 1): "podium podium-1"
        case (false, 2): "podium podium-2"
        case (false, _): "podium podium-3"
        }
    }
}

/// What every row of one table shares.
final class RowLayout: Sendable {
    /// CSS hook per column: ordinal, numeric, currency, …
    let kinds: [String]
    /// The cell shown as `<th scope="row">` (the name column).
    let headerIndex: Int
    /// The `rank` column, which carries the tie and paying-place marks; nil when the schema has none.
    let rankIndex: Int?

    init(kinds: [String], headerIndex: Int, rankIndex: Int?) {
        self.kinds = kinds
        self.headerIndex = headerIndex
        self.rankIndex = rankIndex
    }
}
