import Contracts
import Domain

/// Maps a leaderboard document to `Standings`: the schema decides the columns, and each cell is
/// looked up in `row.values[id]`, then `row[id]`, then positional `row.values[i]` (CONTRACT §1.5, §5).
struct StandingsMapper {
    let source: String

    /// Row fields that are cells under their own ids too.
    private static let nameColumnID = "user_name"

    func map(_ document: LeaderboardDocument, contestID: String) -> Standings {
        var columns = document.columnSchema.map(column)
        var schemaIndex: [Int?] = Array(0..<columns.count).map { $0 }
        if !columns.contains(where: { $0.id == Self.nameColumnID }) {
            let position = min(1, columns.count)
            columns.insert(Column(id: Self.nameColumnID, name: "Name", kind: .string), at: position)
            schemaIndex.insert(nil, at: position)
        }
        let ids = columns.map(\.id)
        let rows = document.rows.map { row in
            StandingsRow(cells: zip(ids, schemaIndex).map { cell(in: row, id: $0, position: $1) },
                         isCurrentUser: { if case .bool(true)? = row["is_current_user"] { true } else { false } }())
        }
        return Standings(
            contestID: contestID,
            state: document.leaderboardState.map(LeaderboardState.init(raw:)),
            generatedAt: document.generatedAt.flatMap(TimestampParser.parse),
            columns: columns, rows: rows)
    }

    private func column(_ document: ColumnDocument) -> Column {
        Column(
            id: document.id, name: document.name ?? document.id, kind: ColumnKind(raw: document.type ?? "string"),
            sortable: document.sortable ?? false,
            sortDirection: document.sortDirection.flatMap { SortDirection(rawValue: $0.lowercased()) },
            precision: document.precision.map { Int($0) },
            currency: document.currency.map { $0.uppercased() },
            valuesAreMajorUnits: document.hint == "major_units", hint: document.hint)
    }

    private func cell(in row: JSONObject, id: String, position: Int?) -> Cell {
        switch row["values"] {
        case .object(let values)?:
            if let value = values[id] { return Self.cell(value) }
        case .array(let values)?:
            if row[id] == nil, let position, position < values.count { return Self.cell(values[position]) }
        default:
            break
        }
        if let value = row[id] { return Self.cell(value) }
        return .missing
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
