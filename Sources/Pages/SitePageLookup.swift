import Rendering

// The site-wide pages' lookups (lists, content pages, sitemap, feed); see FrameLookup.swift for why they are switches.

extension IndexContent: TemplateContext {
    public func value(for name: String) -> TemplateValue? {
        switch name {
        case "hasContests": TemplateValue(hasContests)
        case "contests": TemplateValue(contests)
        default: nil
        }
    }
}

extension ContestCard: TemplateContext {
    public func value(for name: String) -> TemplateValue? {
        switch name {
        case "id": TemplateValue(id)
        case "name": TemplateValue(self.name)
        case "url": TemplateValue(url)
        case "type": TemplateValue(type)
        case "typeURL": TemplateValue(typeURL)
        case "status": TemplateValue(status)
        case "statusLabel": TemplateValue(statusLabel)
        case "statusGroup": TemplateValue(statusGroup.rawValue)
        case "standingsState": TemplateValue(standingsState)
        case "entries": TemplateValue(entries)
        case "fee": TemplateValue(fee)
        case "lockTime": TemplateValue(lockTime)
        case "isLive": TemplateValue(isLive)
        case "organizer": TemplateValue(organizer)
        case "updated": TemplateValue(updated)
        default: nil
        }
    }
}

extension ContentPageContent: TemplateContext {
    public func value(for name: String) -> TemplateValue? { name == "bodyHTML" ? TemplateValue(bodyHTML) : nil }
}

extension SitemapModel: TemplateContext {
    public func value(for name: String) -> TemplateValue? { name == "urls" ? TemplateValue(urls) : nil }
}

extension SitemapModel.URLEntry: TemplateContext {
    public func value(for name: String) -> TemplateValue? {
        switch name {
        case "loc": TemplateValue(loc)
        case "lastmod": TemplateValue(lastmod)
        default: nil
        }
    }
}

extension SitemapIndexModel: TemplateContext {
    public func value(for name: String) -> TemplateValue? { name == "sitemaps" ? TemplateValue(sitemaps) : nil }
}

extension SitemapIndexModel.Entry: TemplateContext {
    public func value(for name: String) -> TemplateValue? { name == "loc" ? TemplateValue(loc) : nil }
}

extension FeedModel: TemplateContext {
    public func value(for name: String) -> TemplateValue? {
        switch name {
        case "title": TemplateValue(title)
        case "subtitle": TemplateValue(subtitle)
        case "id": TemplateValue(id)
        case "siteURL": TemplateValue(siteURL)
        case "feedURL": TemplateValue(feedURL)
        case "updated": TemplateValue(updated)
        case "entries": TemplateValue(entries)
        default: nil
        }
    }
}

extension FeedModel.Entry: TemplateContext {
    public func value(for name: String) -> TemplateValue? {
        switch name {
        case "title": TemplateValue(title)
        case "id": TemplateValue(id)
        case "url": TemplateValue(url)
        case "updated": TemplateValue(updated)
        case "author": TemplateValue(author)
        case "summary": TemplateValue(summary)
        default: nil
        }
    }
}

extension ListContent: TemplateContext {
    public func value(for name: String) -> TemplateValue? {
        switch name {
        case "heading": TemplateValue(heading)
        case "isIndex": TemplateValue(isIndex)
        case "hasContests": TemplateValue(hasContests)
        case "count": TemplateValue(count)
        case "contests": TemplateValue(contests)
        case "pager": TemplateValue(pager)
        case "types": TemplateValue(types)
        case "statusGroups": TemplateValue(statusGroups)
        case "searchURL": TemplateValue(searchURL)
        case "searchScriptURL": TemplateValue(searchScriptURL)
        default: nil
        }
    }
}

extension ListLink: TemplateContext {
    public func value(for name: String) -> TemplateValue? {
        switch name {
        case "label": TemplateValue(label)
        case "url": TemplateValue(url)
        case "count": TemplateValue(count)
        case "isCurrent": TemplateValue(isCurrent)
        default: nil
        }
    }
}
