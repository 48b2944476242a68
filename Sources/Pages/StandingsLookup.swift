import Domain
import Rendering

// The standings section's lookups; see FrameLookup.swift for why they are switches.

extension StandingsModel: TemplateContext {
    enum TemplateKey: String, CaseIterable {
        case hidden, cancelled, scoring, notScored, empty, noEntries, unavailable, state, asOf, table, pager, finder
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(rawValue: name) {
        case .hidden: TemplateValue(hidden)
        case .cancelled: TemplateValue(cancelled)
        case .scoring: TemplateValue(scoring)
        case .notScored: TemplateValue(notScored)
        case .empty: TemplateValue(empty)
        case .noEntries: TemplateValue(noEntries)
        case .unavailable: TemplateValue(unavailable)
        case .state: TemplateValue(state)
        case .asOf: TemplateValue(asOf)
        case .table: TemplateValue(table)
        case .pager: TemplateValue(pager)
        case .finder: TemplateValue(finder)
        case nil: nil
        }
    }
}

extension StandingsStateModel: TemplateContext {
    enum TemplateKey: String, CaseIterable {
        case label, kind, isWarning, isFinal, isUnavailable, isUnderReview, isBeingCalculated, isProvisional
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(rawValue: name) {
        case .label: TemplateValue(state.label)
        case .kind: TemplateValue(kind)
        case .isWarning: TemplateValue(isWarning)
        case .isFinal: TemplateValue(state == .final)
        case .isUnavailable: TemplateValue(state == .unavailable)
        case .isUnderReview: TemplateValue(state == .underReview)
        case .isBeingCalculated: TemplateValue(state == .beingCalculated)
        case .isProvisional: TemplateValue(state == .provisional)
        case nil: nil
        }
    }
}

extension StandingsTable: TemplateContext {
    enum TemplateKey: String, CaseIterable {
        case caption, columns, rows, pinsRankAndName, hasPayingRows
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(rawValue: name) {
        case .caption: TemplateValue(caption)
        case .columns: TemplateValue(columns)
        case .rows: .list(RowList(rows: rows))
        case .pinsRankAndName: TemplateValue(pinsRankAndName)
        case .hasPayingRows: TemplateValue(rows.contains { $0.marks.pays })
        case nil: nil
        }
    }
}

extension ColumnHeader: TemplateContext {
    enum TemplateKey: String, CaseIterable {
        case name, kind, ariaSort
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(rawValue: name) {
        case .name: TemplateValue(self.name)
        case .kind: TemplateValue(kind)
        case .ariaSort: TemplateValue(ariaSort)
        case nil: nil
        }
    }
}

extension RowModel: TemplateContext {
    public func value(for name: String) -> TemplateValue? {
        RowList(rows: [self]).templateValue(at: 0, for: name)
    }
}

/// A table's rows, read in place: looking up a row's cells copies neither the row nor its texts.
struct RowList: TemplateList {
    let rows: [RowModel]

    var templateCount: Int { rows.count }

    enum TemplateKey: String, CaseIterable {
        case cells, rowClass, anchor, pays, podium, place, tie
    }

    func templateValue(at index: Int, for key: String) -> TemplateValue? {
        switch TemplateKey(rawValue: key) {
        case .cells: .list(CellList(rows: rows, row: index))
        case .rowClass: TemplateValue(rows[index].marks.cssClass)
        case .anchor: .text(rows[index].anchor)
        case .pays: .bool(rows[index].marks.pays)
        case .podium: .bool(rows[index].marks.place > 0)
        case .place: .integer(Int(rows[index].marks.place))
        case .tie: .bool(rows[index].marks.tie)
        case nil: nil
        }
    }

    func templateElement(at index: Int) -> TemplateValue { .object(rows[index]) }
}

/// A row's cells as the template sees them (`text`, `machine`, `kind`, `isRowHeader`), read in place.
struct CellList: TemplateList {
    let rows: [RowModel]
    let row: Int

    var templateCount: Int { rows[row].texts.count }

    enum TemplateKey: String, CaseIterable {
        case text, machine, kind, isRowHeader, isRank
    }

    func templateValue(at index: Int, for key: String) -> TemplateValue? {
        switch TemplateKey(rawValue: key) {
        case .text: .text(rows[row].texts[index])
        case .machine: TemplateValue(rows[row].machines?[index])
        case .kind: .text(rows[row].layout.kinds[index])
        case .isRowHeader: .bool(index == rows[row].layout.headerIndex)
        case .isRank: .bool(index == rows[row].layout.rankIndex)
        case nil: nil
        }
    }

    func templateElement(at index: Int) -> TemplateValue { .text(rows[row].texts[index]) }
}
