import Rendering

// The contest and join pages' lookups; see FrameLookup.swift for why they are switches.

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

extension RosterModel: TemplateContext {
    public func value(for name: String) -> TemplateValue? {
        switch name {
        case "maxEntriesPerUser": TemplateValue(maxEntriesPerUser)
        case "hasFields": TemplateValue(hasFields)
        case "fields": TemplateValue(fields)
        case "hasRules": TemplateValue(hasRules)
        case "rules": TemplateValue(rules)
        default: nil
        }
    }
}

extension RosterModel.FieldModel: TemplateContext {
    public func value(for name: String) -> TemplateValue? {
        switch name {
        case "name": TemplateValue(self.name)
        case "type": TemplateValue(type)
        case "required": TemplateValue(required)
        case "hasConstraints": TemplateValue(hasConstraints)
        case "constraints": TemplateValue(constraints)
        default: nil
        }
    }
}

extension RosterModel.RuleModel: TemplateContext {
    public func value(for name: String) -> TemplateValue? { name == "text" ? TemplateValue(text) : nil }
}

extension RosterModel.LabelledValue: TemplateContext {
    public func value(for name: String) -> TemplateValue? {
        switch name {
        case "label": TemplateValue(label)
        case "value": TemplateValue(value)
        default: nil
        }
    }
}
