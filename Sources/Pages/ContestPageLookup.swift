import Rendering

// The contest and join pages' lookups; see FrameLookup.swift for why they are switches.

extension ContestModel: TemplateContext {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case id, name, type, status, statusLabel, statusGroup, isCancelled, organizer, entries, fee, startTime,
             lockTime, endTime, updated, descriptionHTML, descriptionMarkdown, badges, url, markdownURL,
             joinURL, isJoinOpen, isLive, payouts, roster, standings, join
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(named: name) {
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
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case pageURL, appURL, webURL, appStoreURL, playStoreURL, hasStoreLinks, qrSVG
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(named: name) {
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
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case label, kind
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(named: name) {
        case .label: TemplateValue(label)
        case .kind: TemplateValue(kind)
        case nil: nil
        }
    }
}

extension PayoutsModel: TemplateContext {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case hasRows, rows, cancelled
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(named: name) {
        case .hasRows: TemplateValue(hasRows)
        case .rows: TemplateValue(rows)
        case .cancelled: TemplateValue(cancelled)
        case nil: nil
        }
    }
}

extension PayoutRowModel: TemplateContext {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case places, amount, share
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(named: name) {
        case .places: TemplateValue(places)
        case .amount: TemplateValue(amount)
        case .share: TemplateValue(share)
        case nil: nil
        }
    }
}

extension Pager: TemplateContext {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case current, total, firstURL, previousURL, nextURL, lastURL, pages, label
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(named: name) {
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
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case number, url, isCurrent
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(named: name) {
        case .number: TemplateValue(number)
        case .url: TemplateValue(url)
        case .isCurrent: TemplateValue(isCurrent)
        case nil: nil
        }
    }
}

extension RosterModel: TemplateContext {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case maxEntriesPerUser, hasFields, fields, hasRules, rules
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(named: name) {
        case .maxEntriesPerUser: TemplateValue(maxEntriesPerUser)
        case .hasFields: TemplateValue(hasFields)
        case .fields: TemplateValue(fields)
        case .hasRules: TemplateValue(hasRules)
        case .rules: TemplateValue(rules)
        case nil: nil
        }
    }
}

extension RosterModel.FieldModel: TemplateContext {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case name, type, `required`, hasConstraints, constraints
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(named: name) {
        case .name: TemplateValue(self.name)
        case .type: TemplateValue(type)
        case .`required`: TemplateValue(required)
        case .hasConstraints: TemplateValue(hasConstraints)
        case .constraints: TemplateValue(constraints)
        case nil: nil
        }
    }
}

extension RosterModel.RuleModel: TemplateContext {
    enum TemplateKey: String, TemplateKeys { static let names = KeyTable<Self>(); case text }
    public func value(for name: String) -> TemplateValue? { TemplateKey(named: name) == .text ? TemplateValue(text) : nil }
}

extension RosterModel.LabelledValue: TemplateContext {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case label, value
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(named: name) {
        case .label: TemplateValue(label)
        case .value: TemplateValue(value)
        case nil: nil
        }
    }
}
