import Domain
import EveryCore
import Formatting
import Foundation
import Synchronization

/// Sorts and formats every standings row once; HTML pages and index.md share the result.
struct StandingsFormatter {
    let formatter: SiteFormatter
    /// Ties read as ties: "2nd (tie)" in the rank column, here and in index.md (docs/TEMPLATES.md).
    let tieSuffix: String
    let caption: String
    let parallel: Parallel

    init(formatter: SiteFormatter, words: Words, parallel: Parallel) {
        self.formatter = formatter
        self.parallel = parallel
        tieSuffix = " " + words["tie"]
        caption = words["standings"]
    }

    /// Warnings kept per contest; the rest are counted, so a broken feed cannot flood the report.
    static let warningLimit = 20

    /// Below this many rows a contest is formatted on its worker's thread alone (workers already run
    /// contests side by side); above it, one huge contest would otherwise format on a single core.
    static let concurrentRowCount = 20_000

    func format(_ standings: Standings, contest: Contest, warnings: inout [String]) -> StandingsTable {
        let sortIndex = standings.sortColumnIndex
        let columns = standings.columns.enumerated().map { index, column in
            ColumnHeader(name: column.name, kind: Self.kindName(column.kind),
                         ariaSort: index == sortIndex ? column.sortDirection?.rawValue : nil)
        }
        let layout = RowLayout(kinds: columns.map(\.kind),
                               headerIndex: standings.columns.firstIndex { $0.id == "user_name" } ?? 0,
                               rankIndex: standings.columns.firstIndex { $0.id == "rank" },
                               dateColumns: standings.columns.map { $0.kind == .date })
        let sorted = standings.displayOrder()
        let marks = Self.marks(sorted, of: standings.rows, contest: contest)
        let anchors = EntryAnchors.of(sorted, of: standings.rows)
        let chunks: [Chunk]
        if sorted.count < Self.concurrentRowCount || parallel.threads == 1 {
            chunks = [Self.formatRows(sorted[...], marks: marks, anchors: anchors, standings: standings, contest: contest, layout: layout,
                                      tieSuffix: tieSuffix, with: formatter)]
        } else {
            chunks = Self.formatConcurrently(sorted, marks: marks, anchors: anchors, on: parallel, standings: standings, contest: contest,
                                             layout: layout, tieSuffix: tieSuffix, settings: formatter.settings)
        }
        var warningCount = 0
        for chunk in chunks {
            warnings.append(contentsOf: chunk.warnings.prefix(max(0, Self.warningLimit - warningCount)))
            warningCount += chunk.warningCount
        }
        if warningCount > Self.warningLimit {
            warnings.append("\(warningCount - Self.warningLimit) more cell warnings")
        }
        let formatted = FormattedRows(layout: layout, parts: chunks.map(\.rows))
        return StandingsTable(caption: caption, columns: columns, rows: RowList(formatted: formatted, range: 0..<formatted.count))
    }

    /// Formatted rows of a run of the standings, with that run's first warnings and their total count.
    private struct Chunk {
        var rows: FormattedRows.Part
        var warnings: [String] = []
        var warningCount = 0
    }

    /// Contiguous runs of rows, one per thread; a `SiteFormatter` is not thread-safe, so each run has its own.
    private static func formatConcurrently(_ sorted: [Int], marks: [RowMarks], anchors: [String], on parallel: Parallel,
                                           standings: Standings, contest: Contest, layout: RowLayout, tieSuffix: String,
                                           settings: FormatSettings) -> [Chunk] {
        let size = (sorted.count + parallel.threads - 1) / parallel.threads
        return parallel.map((sorted.count + size - 1) / size) { run in
            formatRows(sorted[run * size..<min((run + 1) * size, sorted.count)], marks: marks, anchors: anchors,
                       standings: standings, contest: contest, layout: layout, tieSuffix: tieSuffix,
                       with: SiteFormatter(settings: settings))
        }
    }

    private static func formatRows(_ sorted: ArraySlice<Int>, marks: [RowMarks], anchors: [String], standings: Standings,
                                   contest: Contest, layout: RowLayout, tieSuffix: String, with formatter: SiteFormatter) -> Chunk {
        let cellFormatters = standings.columns.map { formatter.cellFormatter(for: $0, contestCurrency: contest.entryFee.currency) }
        var chunk = Chunk(rows: FormattedRows.Part(reservingRows: sorted.count, slotsPerRow: layout.slotsPerRow))
        var machines: [String] = []
        machines.reserveCapacity(layout.machineCount)
        let rows = standings.rows
        for (position, row) in zip(sorted.indices, sorted) {
            chunk.rows.beginRow(marks: marks[position])
            for index in 0..<rows.columnCount {
                let formatted = cellFormatters[index].format(rows.cell(row, column: index))
                if let warning = formatted.warning {
                    chunk.warningCount += 1
                    if chunk.warningCount <= warningLimit {
                        chunk.warnings.append("column \"\(standings.columns[index].id.prefix(80))\": \(warning)")
                    }
                }
                chunk.rows.append(formatted.text, suffix: marks[position].tie && index == layout.rankIndex ? tieSuffix : "")
                if layout.machineSlots[index] != nil { machines.append(formatted.machineValue ?? "") }
            }
            for machine in machines { chunk.rows.append(machine) }
            machines.removeAll(keepingCapacity: true)
            chunk.rows.append(anchors[position])
        }
        return chunk
    }

    /// Per sorted row: podium place, paying place and tie (the same backend rank as a neighbour in display order).
    /// A place pays when its rank is in the payout table's ranges — the table the page shows; only without a
    /// payout table does the row's `tier` (1-based payout tier, null until settled) decide. The sample's feeds give
    /// unpaid rows a tier too, so the table comes first. A cancelled contest pays nobody.
    static func marks(_ sorted: [Int], of rows: StandingsRows, contest: Contest) -> [RowMarks] {
        let paysAtAll = contest.status != .cancelled
        let ranges = contest.payoutTiers.map { $0.rankMin...max($0.rankMin, $0.rankMax) }
        return sorted.indices.map { position in
            let row = sorted[position]
            var marks = RowMarks()
            guard let rank = rows.rank(row) else { return marks }
            if (1...3).contains(rank) { marks.place = UInt8(rank) }
            if paysAtAll {
                marks.pays = ranges.isEmpty ? (rows.tier(row) ?? 0) > 0 : ranges.contains { $0.contains(rank) }
            }
            marks.tie = (position > 0 && rows.rank(sorted[position - 1]) == rank)
                || (position + 1 < sorted.count && rows.rank(sorted[position + 1]) == rank)
            return marks
        }
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
