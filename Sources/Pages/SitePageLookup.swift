import Rendering

// The site-wide pages' lookups (lists, content pages, sitemap, feed); see FrameLookup.swift for why they are switches.

extension IndexContent: TemplateContext, TemplateModel {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case hasContests, contests
    }

    public static var templateKeys: TemplateKeyHoldings {
        TemplateKey.holding { key in
            switch key {
            case .contests: .list(ContestCard.self)
            case .hasContests: .value
            }
        }
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(named: name) {
        case .hasContests: TemplateValue(hasContests)
        case .contests: TemplateValue(contests)
        case nil: nil
        }
    }
}

extension ContestCard: TemplateContext, TemplateModel {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case id, name, url, type, typeURL, status, statusLabel, statusGroup, standingsState, entries, fee,
             lockTime, isLive, organizer, updated
    }

    public static var templateKeys: TemplateKeyHoldings {
        TemplateKey.holding { key in
            switch key {
            case .lockTime: .model(TimeText.self)
            case .id, .name, .url, .type, .typeURL, .status, .statusLabel, .statusGroup, .standingsState, .entries,
                 .fee, .isLive, .organizer, .updated: .value
            }
        }
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(named: name) {
        case .id: TemplateValue(id)
        case .name: TemplateValue(self.name)
        case .url: TemplateValue(url)
        case .type: TemplateValue(type)
        case .typeURL: TemplateValue(typeURL)
        case .status: TemplateValue(status)
        case .statusLabel: TemplateValue(statusLabel)
        case .statusGroup: TemplateValue(statusGroup.rawValue)
        case .standingsState: TemplateValue(standingsState)
        case .entries: TemplateValue(entries)
        case .fee: TemplateValue(fee)
        case .lockTime: TemplateValue(lockTime)
        case .isLive: TemplateValue(isLive)
        case .organizer: TemplateValue(organizer)
        case .updated: TemplateValue(updated)
        case nil: nil
        }
    }
}

extension ContentPageContent: TemplateContext, TemplateModel {
    enum TemplateKey: String, TemplateKeys { static let names = KeyTable<Self>(); case bodyHTML }
    public static var templateKeys: TemplateKeyHoldings { TemplateKey.holding { switch $0 { case .bodyHTML: .value } } }
    public func value(for name: String) -> TemplateValue? { TemplateKey(named: name) == .bodyHTML ? TemplateValue(bodyHTML) : nil }
}

extension SitemapModel: TemplateContext, TemplateModel {
    enum TemplateKey: String, TemplateKeys { static let names = KeyTable<Self>(); case urls, hasAlternates }

    public static var templateKeys: TemplateKeyHoldings {
        TemplateKey.holding { key in
            switch key {
            case .urls: .list(URLEntry.self)
            case .hasAlternates: .value
            }
        }
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(named: name) {
        case .urls: TemplateValue(urls)
        case .hasAlternates: TemplateValue(hasAlternates)
        case nil: nil
        }
    }
}

extension SitemapModel.URLEntry: TemplateContext, TemplateModel {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case loc, lastmod, alternates
    }

    public static var templateKeys: TemplateKeyHoldings {
        TemplateKey.holding { key in
            switch key {
            case .loc, .lastmod: .value
            case .alternates: .list(AlternateLink.self)
            }
        }
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(named: name) {
        case .loc: TemplateValue(loc)
        case .lastmod: TemplateValue(lastmod)
        case .alternates: TemplateValue(alternates)
        case nil: nil
        }
    }
}

extension SitemapIndexModel: TemplateContext, TemplateModel {
    enum TemplateKey: String, TemplateKeys { static let names = KeyTable<Self>(); case sitemaps }

    public static var templateKeys: TemplateKeyHoldings {
        TemplateKey.holding { key in
            switch key {
            case .sitemaps: .list(Entry.self)
            }
        }
    }

    public func value(for name: String) -> TemplateValue? { TemplateKey(named: name) == .sitemaps ? TemplateValue(sitemaps) : nil }
}

extension SitemapIndexModel.Entry: TemplateContext, TemplateModel {
    enum TemplateKey: String, TemplateKeys { static let names = KeyTable<Self>(); case loc }
    public static var templateKeys: TemplateKeyHoldings { TemplateKey.holding { switch $0 { case .loc: .value } } }
    public func value(for name: String) -> TemplateValue? { TemplateKey(named: name) == .loc ? TemplateValue(loc) : nil }
}

extension FeedModel: TemplateContext, TemplateModel {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case title, subtitle, id, siteURL, feedURL, updated, entries
    }

    public static var templateKeys: TemplateKeyHoldings {
        TemplateKey.holding { key in
            switch key {
            case .entries: .list(Entry.self)
            case .title, .subtitle, .id, .siteURL, .feedURL, .updated: .value
            }
        }
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(named: name) {
        case .title: TemplateValue(title)
        case .subtitle: TemplateValue(subtitle)
        case .id: TemplateValue(id)
        case .siteURL: TemplateValue(siteURL)
        case .feedURL: TemplateValue(feedURL)
        case .updated: TemplateValue(updated)
        case .entries: TemplateValue(entries)
        case nil: nil
        }
    }
}

extension FeedModel.Entry: TemplateContext, TemplateModel {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case title, id, url, updated, author, summary
    }

    public static var templateKeys: TemplateKeyHoldings {
        TemplateKey.holding { key in
            switch key {
            case .title, .id, .url, .updated, .author, .summary: .value
            }
        }
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(named: name) {
        case .title: TemplateValue(title)
        case .id: TemplateValue(id)
        case .url: TemplateValue(url)
        case .updated: TemplateValue(updated)
        case .author: TemplateValue(author)
        case .summary: TemplateValue(summary)
        case nil: nil
        }
    }
}

extension ListContent: TemplateContext, TemplateModel {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case heading, isIndex, hasContests, count, countText, caption, contests, pager, types, statusGroups, searchURL,
             searchScriptURL
    }

    public static var templateKeys: TemplateKeyHoldings {
        TemplateKey.holding { key in
            switch key {
            case .contests: .list(ContestCard.self)
            case .pager: .model(Pager.self)
            case .types: .list(ListLink.self)
            case .statusGroups: .list(ListLink.self)
            case .heading, .isIndex, .hasContests, .count, .countText, .caption, .searchURL, .searchScriptURL: .value
            }
        }
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(named: name) {
        case .heading: TemplateValue(heading)
        case .isIndex: TemplateValue(isIndex)
        case .hasContests: TemplateValue(hasContests)
        case .count: TemplateValue(count)
        case .countText: TemplateValue(countText)
        case .caption: TemplateValue(caption)
        case .contests: .list(contests)
        case .pager: TemplateValue(pager)
        case .types: TemplateValue(types)
        case .statusGroups: TemplateValue(statusGroups)
        case .searchURL: TemplateValue(searchURL)
        case .searchScriptURL: TemplateValue(searchScriptURL)
        case nil: nil
        }
    }
}

extension ListLink: TemplateContext, TemplateModel {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case label, url, count, isCurrent
    }

    public static var templateKeys: TemplateKeyHoldings {
        TemplateKey.holding { key in
            switch key {
            case .label, .url, .count, .isCurrent: .value
            }
        }
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(named: name) {
        case .label: TemplateValue(label)
        case .url: TemplateValue(url)
        case .count: TemplateValue(count)
        case .isCurrent: TemplateValue(isCurrent)
        case nil: nil
        }
    }
}
