/// A contest's leaderboard, with every row's cells already aligned to `columns`.
public struct Standings: Sendable, Equatable {
    public var contestID: String
    public var state: LeaderboardState?
    public var generatedAt: Timestamp?
    public var columns: [Column]
    /// Backend order; use `sortedRows()` for display order.
    public var rows: [StandingsRow]

    public init(contestID: String, state: LeaderboardState? = nil, generatedAt: Timestamp? = nil,
                columns: [Column], rows: [StandingsRow]) {
        self.contestID = contestID
        self.state = state
        self.generatedAt = generatedAt
        self.columns = columns
        self.rows = rows
    }

    /// The column the schema says rows are sorted by: the first sortable one with a direction.
    public var sortColumnIndex: Int? {
        columns.firstIndex { $0.sortable && $0.sortDirection != nil }
    }
}

/// One leaderboard row: `cells[i]` belongs to `columns[i]`.
public struct StandingsRow: Sendable, Equatable {
    public var cells: [Cell]
    /// The backend's `rank` (row field or value), for ties and paying places; nil when absent or not a whole number.
    public var rank: Int?
    /// The backend's payout `tier`; nil when absent.
    public var tier: Int?
    /// The backend's `entry_id` as text (a number is written in decimal); nil when absent. It names the row's anchor.
    public var entryID: String?

    public init(cells: [Cell], rank: Int? = nil, tier: Int? = nil, entryID: String? = nil) {
        self.cells = cells
        self.rank = rank
        self.tier = tier
        self.entryID = entryID
    }
}

/// A column of the schema. The schema decides what is shown and how.
public struct Column: Sendable, Equatable {
    public var id: String
    public var name: String
    public var kind: ColumnKind
    public var sortable: Bool
    public var sortDirection: SortDirection?
    public var precision: Int?
    /// Overrides the contest's currency for a currency column.
    public var currency: String?
    /// `hint: "major_units"`: currency values are major units, not cents.
    public var valuesAreMajorUnits: Bool
    public var hint: String?

    public init(id: String, name: String, kind: ColumnKind, sortable: Bool = false, sortDirection: SortDirection? = nil,
                precision: Int? = nil, currency: String? = nil, valuesAreMajorUnits: Bool = false, hint: String? = nil) {
        self.id = id
        self.name = name
        self.kind = kind
        self.sortable = sortable
        self.sortDirection = sortDirection
        self.precision = precision
        self.currency = currency
        self.valuesAreMajorUnits = valuesAreMajorUnits
        self.hint = hint
    }
}

public enum SortDirection: String, Sendable, Equatable {
    case ascending, descending
}

/// How a column's values are displayed. Unknown types are kept and render as text.
public enum ColumnKind: Sendable, Equatable, Hashable {
    case ordinal, string, numeric, currency, percentage, date
    case other(String)

    public init(raw: String) {
        switch raw {
        case "ordinal": self = .ordinal
        case "string": self = .string
        case "numeric": self = .numeric
        case "currency": self = .currency
        case "percentage": self = .percentage
        case "date": self = .date
        default: self = .other(raw)
        }
    }
}

/// One cell as the backend sent it. Formatting decides how it reads.
public enum Cell: Sendable, Equatable {
    /// The key exists nowhere the lookup rule searches.
    case missing
    case null
    case integer(Int64)
    case number(Double)
    case text(String)
    case bool(Bool)
    /// An array or object, as compact JSON text.
    case other(String)
}
