import Contracts
import Domain

/// Maps a leaderboard to `Standings` while it is parsed: the schema decides the columns, and each cell
/// is looked up in `row.values[id]`, then `row[id]`, then positional `row.values[i]` (CONTRACT §1.2).
struct StandingsMapper: LeaderboardRowSink {
    private static let nameColumnID = "user_name"

    private(set) var columns: [Column] = []
    private var ids: [String] = []
    /// Each column's index in the backend's schema (for positional values); nil for the added Name column.
    private var schemaIndex: [Int?] = []
    private var rows = StandingsRows(columnCount: 0)
    /// One row's cells while it is mapped, reused row after row.
    private var cells: [Cell] = []
    /// Missing cells are filled in, so a small document could expand enormously: mapping stops at this many cells.
    let maxCells: Int
    private(set) var rowsSeen = 0
    private(set) var isOverLimit = false

    /// The document's size and, once counted, its rows: the rows' buffers are sized once, never doubled while
    /// the whole document is in memory (that moment was a million-row contest's peak).
    private let documentBytes: Int
    private var expectedRows = 0

    init(maxCells: Int = DocumentLimits().maxLeaderboardCells, documentBytes: Int = 0) {
        self.maxCells = maxCells
        self.documentBytes = documentBytes
    }

    mutating func expect(rows: Int) {
        expectedRows = rows
    }

    mutating func begin(columns documents: [ColumnDocument]) {
        columns = documents.map(Self.column)
        schemaIndex = Array(0..<columns.count).map { $0 }
        if !columns.contains(where: { $0.id == Self.nameColumnID }) {
            let position = min(1, columns.count)
            columns.insert(Column(id: Self.nameColumnID, name: "Name", kind: .string), at: position)
            schemaIndex.insert(nil, at: position)
        }
        ids = columns.map(\.id)
        rows = StandingsRows(columnCount: ids.count)
        // Texts are at most about as long as the document's strings; what is reserved and never written costs
        // address space, not memory.
        let (cellCount, overflow) = ids.count.multipliedReportingOverflow(by: expectedRows)
        if !overflow, cellCount <= maxCells { rows.reserveCapacity(rows: expectedRows, textBytes: documentBytes) }
    }

    mutating func row(_ row: JSONObject) {
        rowsSeen += 1
        let (cellCount, overflow) = rowsSeen.multipliedReportingOverflow(by: max(1, ids.count))
        if overflow || cellCount > maxCells { isOverLimit = true }
        if isOverLimit {
            rows = StandingsRows(columnCount: ids.count)
            return
        }
        cells.removeAll(keepingCapacity: true)
        for (id, position) in zip(ids, schemaIndex) { cells.append(Self.cell(in: row, id: id, position: position)) }
        // `is_current_user` describes whoever fetched the data; a public page has no viewer (CONTRACT §6).
        rows.append(cells: cells, rank: Self.wholeNumber(field: "rank", in: row, cells: cells, ids: ids),
                    tier: Self.wholeNumber(field: "tier", in: row, cells: cells, ids: ids),
                    entryID: Self.entryID(in: row, cells: cells, ids: ids))
    }

    /// The mapped standings; call once, after the document decoded.
    func standings(_ document: LeaderboardDocument, contestID: String) -> Standings {
        Standings(
            contestID: contestID,
            state: document.leaderboardState.map(LeaderboardState.init(raw:)),
            generatedAt: document.generatedAt.flatMap(TimestampParser.parse),
            columns: columns, rows: rows)
    }

    private static func column(_ document: ColumnDocument) -> Column {
        Column(
            id: document.id, name: document.name ?? document.id, kind: ColumnKind(raw: document.type ?? "string"),
            sortable: document.sortable ?? false,
            sortDirection: document.sortDirection.flatMap { SortDirection(rawValue: $0.lowercased()) },
            precision: document.precision.map { Int($0) },
            currency: document.currency.map { $0.uppercased() },
            valuesAreMajorUnits: document.hint == "major_units", hint: document.hint)
    }

    private static func cell(in row: JSONObject, id: String, position: Int?) -> Cell {
        switch row["values"] {
        case .object(let values)?:
            if let value = values[id] { return cell(value) }
        case .array(let values)?:
            if row[id] == nil, let position, position < values.count { return cell(values[position]) }
        default:
            break
        }
        if let value = row[id] { return cell(value) }
        return .missing
    }

    /// A row field such as `rank` or `tier`: its column's cell when the schema has one, else looked up like a cell.
    private static func wholeNumber(field: String, in row: JSONObject, cells: [Cell], ids: [String]) -> Int? {
        let cell = ids.firstIndex(of: field).map { cells[$0] } ?? Self.cell(in: row, id: field, position: nil)
        switch cell {
        case .integer(let number): return Int(exactly: number)
        case .number(let number): return number.rounded() == number ? Int(exactly: number) : nil
        default: return nil
        }
    }

    /// The row's `entry_id`, looked up like `rank`; text and whole numbers count, anything else is no id.
    private static func entryID(in row: JSONObject, cells: [Cell], ids: [String]) -> String? {
        let field = "entry_id"
        switch ids.firstIndex(of: field).map({ cells[$0] }) ?? Self.cell(in: row, id: field, position: nil) {
        case .text(let text): return text
        case .integer(let number): return String(number)
        default: return nil
        }
    }

    static func cell(_ value: JSONValue) -> Cell {
        switch value {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .integer(let number): .integer(number)
        case .number(let number): .number(number)
        case .string(let text): .text(text)
        case .array, .object: .other(JSONText.compact(value))
        }
    }
}
