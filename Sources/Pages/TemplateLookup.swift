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
        case "alternateJSON": TemplateValue(alternateJSON)
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
        case "statusLabel": TemplateValue(statusLabel)
        case "statusGroup": TemplateValue(statusGroup)
        case "isCancelled": TemplateValue(isCancelled)
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
        case "isLive": TemplateValue(isLive)
        case "payouts": TemplateValue(payouts)
        case "roster": TemplateValue(roster)
        case "standings": TemplateValue(standings)
        case "join": TemplateValue(join)
        default: nil
        }
    }
}

extension JoinModel: TemplateContext {
    public func value(for name: String) -> TemplateValue? {
        switch name {
        case "pageURL": TemplateValue(pageURL)
        case "appURL": TemplateValue(appURL)
        case "webURL": TemplateValue(webURL)
        case "appStoreURL": TemplateValue(appStoreURL)
        case "playStoreURL": TemplateValue(playStoreURL)
        case "hasStoreLinks": TemplateValue(appStoreURL != nil || playStoreURL != nil)
        case "qrSVG": TemplateValue(qrSVG)
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
        case "cancelled": TemplateValue(cancelled)
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
