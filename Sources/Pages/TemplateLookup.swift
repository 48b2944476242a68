import Rendering

// Page models answer the template engine's lookups with a switch: a direct call per name, no reflection.

extension HTMLPage: TemplateContext where Content: TemplateContext {
    enum TemplateKey: String, CaseIterable {
        case frame, title, summary, canonicalURL, noindex, share, content, alternateJSON
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(rawValue: name) {
        case .frame: TemplateValue(frame)
        case .title: TemplateValue(title)
        case .summary: TemplateValue(summary)
        case .canonicalURL: TemplateValue(canonicalURL)
        case .noindex: TemplateValue(noindex)
        case .share: TemplateValue(share)
        case .content: TemplateValue(content)
        case .alternateJSON: TemplateValue(alternateJSON)
        case nil: nil
        }
    }
}

extension Frame: TemplateContext {
    enum TemplateKey: String, CaseIterable {
        case language, siteTitle, siteDescription, homeURL, stylesheetURL, feedURL, navigation
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(rawValue: name) {
        case .language: TemplateValue(language)
        case .siteTitle: TemplateValue(siteTitle)
        case .siteDescription: TemplateValue(siteDescription)
        case .homeURL: TemplateValue(homeURL)
        case .stylesheetURL: TemplateValue(stylesheetURL)
        case .feedURL: TemplateValue(feedURL)
        case .navigation: TemplateValue(navigation)
        case nil: nil
        }
    }
}

extension NavigationLink: TemplateContext {
    enum TemplateKey: String, CaseIterable {
        case title, url
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(rawValue: name) {
        case .title: TemplateValue(title)
        case .url: TemplateValue(url)
        case nil: nil
        }
    }
}

extension ShareCard: TemplateContext {
    enum TemplateKey: String, CaseIterable {
        case title, description, url
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(rawValue: name) {
        case .title: TemplateValue(title)
        case .description: TemplateValue(description)
        case .url: TemplateValue(url)
        case nil: nil
        }
    }
}

extension TimeText: TemplateContext {
    enum TemplateKey: String, CaseIterable {
        case text, machine
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(rawValue: name) {
        case .text: TemplateValue(text)
        case .machine: TemplateValue(machine)
        case nil: nil
        }
    }
}

extension ContestModel: TemplateContext {
    enum TemplateKey: String, CaseIterable {
        case id, name, type, status, statusLabel, statusGroup, isCancelled, organizer, entries, fee, startTime,
             lockTime, endTime, updated, descriptionHTML, descriptionMarkdown, badges, url, markdownURL,
             joinURL, isJoinOpen, isLive, payouts, roster, standings, join
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(rawValue: name) {
        case .id: TemplateValue(id)
        case .name: TemplateValue(self.name)
        case .type: TemplateValue(type)
        case .status: TemplateValue(status)
        case .statusLabel: TemplateValue(statusLabel)
        case .statusGroup: TemplateValue(statusGroup)
        case .isCancelled: TemplateValue(isCancelled)
        case .organizer: TemplateValue(organizer)
        case .entries: TemplateValue(entries)
        case .fee: TemplateValue(fee)
        case .startTime: TemplateValue(startTime)
        case .lockTime: TemplateValue(lockTime)
        case .endTime: TemplateValue(endTime)
        case .updated: TemplateValue(updated)
        case .descriptionHTML: TemplateValue(descriptionHTML)
        case .descriptionMarkdown: TemplateValue(descriptionMarkdown)
        case .badges: TemplateValue(badges)
        case .url: TemplateValue(url)
        case .markdownURL: TemplateValue(markdownURL)
        case .joinURL: TemplateValue(joinURL)
        case .isJoinOpen: TemplateValue(isJoinOpen)
        case .isLive: TemplateValue(isLive)
        case .payouts: TemplateValue(payouts)
        case .roster: TemplateValue(roster)
        case .standings: TemplateValue(standings)
        case .join: TemplateValue(join)
        case nil: nil
        }
    }
}

extension JoinModel: TemplateContext {
    enum TemplateKey: String, CaseIterable {
        case pageURL, appURL, webURL, appStoreURL, playStoreURL, hasStoreLinks, qrSVG
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(rawValue: name) {
        case .pageURL: TemplateValue(pageURL)
        case .appURL: TemplateValue(appURL)
        case .webURL: TemplateValue(webURL)
        case .appStoreURL: TemplateValue(appStoreURL)
        case .playStoreURL: TemplateValue(playStoreURL)
        case .hasStoreLinks: TemplateValue(appStoreURL != nil || playStoreURL != nil)
        case .qrSVG: TemplateValue(qrSVG)
        case nil: nil
        }
    }
}

extension Badge: TemplateContext {
    enum TemplateKey: String, CaseIterable {
        case label, kind
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(rawValue: name) {
        case .label: TemplateValue(label)
        case .kind: TemplateValue(kind)
        case nil: nil
        }
    }
}

extension PayoutsModel: TemplateContext {
    enum TemplateKey: String, CaseIterable {
        case hasRows, rows, cancelled
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(rawValue: name) {
        case .hasRows: TemplateValue(hasRows)
        case .rows: TemplateValue(rows)
        case .cancelled: TemplateValue(cancelled)
        case nil: nil
        }
    }
}

extension PayoutRowModel: TemplateContext {
    enum TemplateKey: String, CaseIterable {
        case places, amount, share
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(rawValue: name) {
        case .places: TemplateValue(places)
        case .amount: TemplateValue(amount)
        case .share: TemplateValue(share)
        case nil: nil
        }
    }
}

extension Pager: TemplateContext {
    enum TemplateKey: String, CaseIterable {
        case current, total, firstURL, previousURL, nextURL, lastURL, pages, label
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(rawValue: name) {
        case .current: TemplateValue(current)
        case .total: TemplateValue(total)
        case .firstURL: TemplateValue(firstURL)
        case .previousURL: TemplateValue(previousURL)
        case .nextURL: TemplateValue(nextURL)
        case .lastURL: TemplateValue(lastURL)
        case .pages: TemplateValue(pages)
        case .label: TemplateValue(label)
        case nil: nil
        }
    }
}

extension PageLink: TemplateContext {
    enum TemplateKey: String, CaseIterable {
        case number, url, isCurrent
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(rawValue: name) {
        case .number: TemplateValue(number)
        case .url: TemplateValue(url)
        case .isCurrent: TemplateValue(isCurrent)
        case nil: nil
        }
    }
}
