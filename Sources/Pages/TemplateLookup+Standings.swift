import Domain
import Rendering

// The standings section's lookups; see TemplateLookup.swift for why they are switches.

extension StandingsModel: TemplateContext {
    public func value(for name: String) -> TemplateValue? {
        switch name {
        case "hidden": TemplateValue(hidden)
        case "cancelled": TemplateValue(cancelled)
        case "scoring": TemplateValue(scoring)
        case "notScored": TemplateValue(notScored)
        case "empty": TemplateValue(empty)
        case "noEntries": TemplateValue(noEntries)
        case "unavailable": TemplateValue(unavailable)
        case "state": TemplateValue(state)
        case "asOf": TemplateValue(asOf)
        case "table": TemplateValue(table)
        case "pager": TemplateValue(pager)
        case "finder": TemplateValue(finder)
        default: nil
        }
    }
}

extension StandingsStateModel: TemplateContext {
    public func value(for name: String) -> TemplateValue? {
        switch name {
        case "label": TemplateValue(state.label)
        case "kind": TemplateValue(kind)
        case "isWarning": TemplateValue(isWarning)
        case "isFinal": TemplateValue(state == .final)
        case "isUnavailable": TemplateValue(state == .unavailable)
        case "isUnderReview": TemplateValue(state == .underReview)
        case "isBeingCalculated": TemplateValue(state == .beingCalculated)
        case "isProvisional": TemplateValue(state == .provisional)
        default: nil
        }
    }
}

extension StandingsTable: TemplateContext {
    public func value(for name: String) -> TemplateValue? {
        switch name {
        case "caption": TemplateValue(caption)
        case "columns": TemplateValue(columns)
        case "rows": .list(RowList(rows: rows))
        case "pinsRankAndName": TemplateValue(pinsRankAndName)
        case "hasPayingRows": TemplateValue(rows.contains { $0.marks.pays })
        default: nil
        }
    }
}

extension ColumnHeader: TemplateContext {
    public func value(for name: String) -> TemplateValue? {
        switch name {
        case "name": TemplateValue(self.name)
        case "kind": TemplateValue(kind)
        case "ariaSort": TemplateValue(ariaSort)
        default: nil
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

    func templateValue(at index: Int, for key: String) -> TemplateValue? {
        switch key {
        case "cells": .list(CellList(rows: rows, row: index))
        case "rowClass": TemplateValue(rows[index].marks.cssClass)
        case "anchor": .text(rows[index].anchor)
        case "pays": .bool(rows[index].marks.pays)
        case "podium": .bool(rows[index].marks.place > 0)
        case "place": .integer(Int(rows[index].marks.place))
        case "tie": .bool(rows[index].marks.tie)
        default: nil
        }
    }

    func templateElement(at index: Int) -> TemplateValue { .object(rows[index]) }
}

/// A row's cells as the template sees them (`text`, `machine`, `kind`, `isRowHeader`), read in place.
struct CellList: TemplateList {
    let rows: [RowModel]
    let row: Int

    var templateCount: Int { rows[row].texts.count }

    func templateValue(at index: Int, for key: String) -> TemplateValue? {
        switch key {
        case "text": .text(rows[row].texts[index])
        case "machine": TemplateValue(rows[row].machines?[index])
        case "kind": .text(rows[row].layout.kinds[index])
        case "isRowHeader": .bool(index == rows[row].layout.headerIndex)
        case "isRank": .bool(index == rows[row].layout.rankIndex)
        default: nil
        }
    }

    func templateElement(at index: Int) -> TemplateValue { .text(rows[row].texts[index]) }
}
