import Mustache

extension RosterModel: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "maxEntriesPerUser": maxEntriesPerUser
        case "hasFields": hasFields
        case "fields": fields
        case "hasRules": hasRules
        case "rules": rules
        default: nil
        }
    }
}

extension RosterModel.FieldModel: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "type": type
        case "required": required
        case "hasConstraints": hasConstraints
        case "constraints": constraints
        default: nil
        }
    }
}

extension RosterModel.RuleModel: MustacheParent {
    public func child(named name: String) -> Any? { name == "text" ? text : nil }
}

extension RosterModel.LabelledValue: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "label": label
        case "value": value
        default: nil
        }
    }
}

extension IndexContent: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "hasContests": hasContests
        case "contests": contests
        default: nil
        }
    }
}

extension ContestCard: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "name": self.name
        case "url": url
        case "type": type
        case "status": status
        case "entries": entries
        case "fee": fee
        case "isLive": isLive
        case "organizer": organizer
        case "updated": updated
        default: nil
        }
    }
}

extension ContentPageContent: MustacheParent {
    public func child(named name: String) -> Any? { name == "bodyHTML" ? bodyHTML : nil }
}

extension SitemapModel: MustacheParent {
    public func child(named name: String) -> Any? { name == "urls" ? urls : nil }
}

extension SitemapModel.URLEntry: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "loc": loc
        case "lastmod": lastmod
        default: nil
        }
    }
}

extension SitemapIndexModel: MustacheParent {
    public func child(named name: String) -> Any? { name == "sitemaps" ? sitemaps : nil }
}

extension SitemapIndexModel.Entry: MustacheParent {
    public func child(named name: String) -> Any? { name == "loc" ? loc : nil }
}

extension FeedModel: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "subtitle": subtitle
        case "id": id
        case "siteURL": siteURL
        case "feedURL": feedURL
        case "updated": updated
        case "entries": entries
        default: nil
        }
    }
}

extension FeedModel.Entry: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "id": id
        case "url": url
        case "updated": updated
        case "author": author
        case "summary": summary
        default: nil
        }
    }
}
