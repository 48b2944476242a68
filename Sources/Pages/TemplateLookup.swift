import Rendering

// Page models answer the template engine's lookups with a switch: a direct call per name, no reflection.

extension HTMLPage: TemplateContext where Content: TemplateContext {
    public func value(for name: String) -> TemplateValue? {
        switch name {
        case "frame": TemplateValue(frame)
        case "title": TemplateValue(title)
        case "summary": TemplateValue(summary)
        case "canonicalURL": TemplateValue(canonicalURL)
        case "noindex": TemplateValue(noindex)
        case "share": TemplateValue(share)
        case "content": TemplateValue(content)
        default: nil
        }
    }
}

extension Frame: TemplateContext {
    public func value(for name: String) -> TemplateValue? {
        switch name {
        case "language": TemplateValue(language)
        case "siteTitle": TemplateValue(siteTitle)
        case "siteDescription": TemplateValue(siteDescription)
        case "homeURL": TemplateValue(homeURL)
        case "stylesheetURL": TemplateValue(stylesheetURL)
        case "feedURL": TemplateValue(feedURL)
        case "navigation": TemplateValue(navigation)
        default: nil
        }
    }
}

extension NavigationLink: TemplateContext {
    public func value(for name: String) -> TemplateValue? {
        switch name {
        case "title": TemplateValue(title)
        case "url": TemplateValue(url)
        default: nil
        }
    }
}

extension ShareCard: TemplateContext {
    public func value(for name: String) -> TemplateValue? {
        switch name {
        case "title": TemplateValue(title)
        case "description": TemplateValue(description)
        case "url": TemplateValue(url)
        default: nil
        }
    }
}

extension TimeText: TemplateContext {
    public func value(for name: String) -> TemplateValue? {
        switch name {
        case "text": TemplateValue(text)
        case "machine": TemplateValue(machine)
        default: nil
        }
    }
}

extension ContestModel: TemplateContext {
    public func value(for name: String) -> TemplateValue? {
        switch name {
        case "id": TemplateValue(id)
        case "name": TemplateValue(self.name)
        case "type": TemplateValue(type)
        case "status": TemplateValue(status)
        case "organizer": TemplateValue(organizer)
        case "entries": TemplateValue(entries)
        case "fee": TemplateValue(fee)
        case "startTime": TemplateValue(startTime)
        case "lockTime": TemplateValue(lockTime)
        case "endTime": TemplateValue(endTime)
        case "updated": TemplateValue(updated)
        case "descriptionHTML": TemplateValue(descriptionHTML)
        case "descriptionMarkdown": TemplateValue(descriptionMarkdown)
        case "badges": TemplateValue(badges)
        case "url": TemplateValue(url)
        case "markdownURL": TemplateValue(markdownURL)
        case "joinURL": TemplateValue(joinURL)
        case "isJoinOpen": TemplateValue(isJoinOpen)
        case "joinAPIURL": TemplateValue(joinAPIURL)
        case "appURL": TemplateValue(appURL)
        case "isLive": TemplateValue(isLive)
        case "payouts": TemplateValue(payouts)
        case "roster": TemplateValue(roster)
        case "standings": TemplateValue(standings)
        default: nil
        }
    }
}

extension Badge: TemplateContext {
    public func value(for name: String) -> TemplateValue? {
        switch name {
        case "label": TemplateValue(label)
        case "kind": TemplateValue(kind)
        default: nil
        }
    }
}

extension PayoutsModel: TemplateContext {
    public func value(for name: String) -> TemplateValue? {
        switch name {
        case "hasRows": TemplateValue(hasRows)
        case "rows": TemplateValue(rows)
        default: nil
        }
    }
}

extension PayoutRowModel: TemplateContext {
    public func value(for name: String) -> TemplateValue? {
        switch name {
        case "places": TemplateValue(places)
        case "amount": TemplateValue(amount)
        case "share": TemplateValue(share)
        default: nil
        }
    }
}

extension StandingsModel: TemplateContext {
    public func value(for name: String) -> TemplateValue? {
        switch name {
        case "hidden": TemplateValue(hidden)
        case "scoring": TemplateValue(scoring)
        case "notScored": TemplateValue(notScored)
        case "empty": TemplateValue(empty)
        case "table": TemplateValue(table)
        case "pager": TemplateValue(pager)
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
        case "isCurrentUser": .bool(rows[index].isCurrentUser)
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
        default: nil
        }
    }

    func templateElement(at index: Int) -> TemplateValue { .text(rows[row].texts[index]) }
}

extension Pager: TemplateContext {
    public func value(for name: String) -> TemplateValue? {
        switch name {
        case "current": TemplateValue(current)
        case "total": TemplateValue(total)
        case "firstURL": TemplateValue(firstURL)
        case "previousURL": TemplateValue(previousURL)
        case "nextURL": TemplateValue(nextURL)
        case "lastURL": TemplateValue(lastURL)
        case "pages": TemplateValue(pages)
        case "label": TemplateValue(label)
        default: nil
        }
    }
}

extension PageLink: TemplateContext {
    public func value(for name: String) -> TemplateValue? {
        switch name {
        case "number": TemplateValue(number)
        case "url": TemplateValue(url)
        case "isCurrent": TemplateValue(isCurrent)
        default: nil
        }
    }
}
