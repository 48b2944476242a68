import Domain
import Formatting

/// Sorts and formats every standings row once; HTML pages and index.md share the result.
struct StandingsFormatter {
    let formatter: SiteFormatter

    /// Warnings kept per contest; the rest are counted, so a broken feed cannot flood the report.
    static let warningLimit = 20

    func format(_ standings: Standings, contest: Contest, warnings: inout [String]) -> StandingsTable {
        let sortIndex = standings.sortColumnIndex
        let columns = standings.columns.enumerated().map { index, column in
            ColumnHeader(name: column.name, kind: Self.kindName(column.kind),
                         ariaSort: index == sortIndex ? column.sortDirection?.rawValue : nil)
        }
        let cellFormatters = standings.columns.map { formatter.cellFormatter(for: $0, contestCurrency: contest.entryFee.currency) }
        let layout = RowLayout(kinds: columns.map(\.kind),
                               headerIndex: standings.columns.firstIndex { $0.id == "user_name" } ?? 0)
        let hasDates = standings.columns.contains { $0.kind == .date }
        var warningCount = 0
        let rows = standings.sortedRows().map { row in
            var texts: [String] = []
            texts.reserveCapacity(row.cells.count)
            var machines: [String?] = []
            for (index, cell) in row.cells.enumerated() {
                let formatted = cellFormatters[index].format(cell)
                if let warning = formatted.warning {
                    warningCount += 1
                    if warningCount <= Self.warningLimit {
                        warnings.append("column \"\(standings.columns[index].id.prefix(80))\": \(warning)")
                    }
                }
                texts.append(formatted.text)
                if hasDates { machines.append(formatted.machineValue) }
            }
            return RowModel(texts: texts, machines: hasDates ? machines : nil, isCurrentUser: row.isCurrentUser,
                            layout: layout)
        }
        if warningCount > Self.warningLimit {
            warnings.append("\(warningCount - Self.warningLimit) more cell warnings")
        }
        return StandingsTable(caption: "Standings", columns: columns, rows: rows)
    }

    /// A CSS-safe class suffix; unknown types are all "other".
    static func kindName(_ kind: ColumnKind) -> String {
        switch kind {
        case .ordinal: "ordinal"
        case .string: "string"
        case .numeric: "numeric"
        case .currency: "currency"
        case .percentage: "percentage"
        case .date: "date"
        case .other: "other"
        }
    }
}
