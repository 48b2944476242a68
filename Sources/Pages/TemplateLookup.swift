import Mustache

// Page models answer the template engine's name lookups directly. Without these, swift-mustache falls
// back to Mirror reflection, which profiling showed was ~75% of a build's time.

extension HTMLPage: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "frame": frame
        case "title": title
        case "summary": summary
        case "canonicalURL": canonicalURL
        case "noindex": noindex
        case "share": share
        case "content": content
        default: nil
        }
    }
}

extension Frame: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "language": language
        case "siteTitle": siteTitle
        case "siteDescription": siteDescription
        case "homeURL": homeURL
        case "stylesheetURL": stylesheetURL
        case "feedURL": feedURL
        case "navigation": navigation
        default: nil
        }
    }
}

extension NavigationLink: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "url": url
        default: nil
        }
    }
}

extension ShareCard: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "description": description
        case "url": url
        default: nil
        }
    }
}

extension TimeText: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "text": text
        case "machine": machine
        default: nil
        }
    }
}

extension ContestModel: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "name": self.name
        case "type": type
        case "status": status
        case "organizer": organizer
        case "entries": entries
        case "fee": fee
        case "startTime": startTime
        case "lockTime": lockTime
        case "endTime": endTime
        case "updated": updated
        case "descriptionHTML": descriptionHTML
        case "descriptionMarkdown": descriptionMarkdown
        case "badges": badges
        case "url": url
        case "markdownURL": markdownURL
        case "joinURL": joinURL
        case "isJoinOpen": isJoinOpen
        case "joinAPIURL": joinAPIURL
        case "appURL": appURL
        case "isLive": isLive
        case "payouts": payouts
        case "roster": roster
        case "standings": standings
        default: nil
        }
    }
}

extension Badge: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "label": label
        case "kind": kind
        default: nil
        }
    }
}

extension PayoutsModel: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "hasRows": hasRows
        case "rows": rows
        default: nil
        }
    }
}

extension PayoutRowModel: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "places": places
        case "amount": amount
        case "share": share
        default: nil
        }
    }
}

extension StandingsModel: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "hidden": hidden
        case "scoring": scoring
        case "notScored": notScored
        case "empty": empty
        case "table": table
        case "pager": pager
        default: nil
        }
    }
}

extension StandingsTable: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "caption": caption
        case "columns": columns
        case "rows": rows
        case "pinsRankAndName": pinsRankAndName
        default: nil
        }
    }
}

extension ColumnHeader: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "kind": kind
        case "ariaSort": ariaSort
        default: nil
        }
    }
}

extension RowModel: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "cells": cells
        case "isCurrentUser": isCurrentUser
        default: nil
        }
    }
}

extension CellModel: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "text": text
        case "machine": machine
        case "kind": kind
        case "isRowHeader": isRowHeader
        default: nil
        }
    }
}

extension Pager: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "current": current
        case "total": total
        case "firstURL": firstURL
        case "previousURL": previousURL
        case "nextURL": nextURL
        case "lastURL": lastURL
        case "pages": pages
        default: nil
        }
    }
}

extension PageLink: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "number": number
        case "url": url
        case "isCurrent": isCurrent
        default: nil
        }
    }
}
