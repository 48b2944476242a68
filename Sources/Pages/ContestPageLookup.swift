import Rendering

// The contest and join pages' lookups; see FrameLookup.swift for why they are switches.

extension ContestModel: TemplateContext, TemplateModel {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case id, name, type, status, statusLabel, statusGroup, isCancelled, organizer, entries, fee, startTime,
             lockTime, endTime, updated, descriptionHTML, descriptionMarkdown, badges, url, markdownURL,
             joinURL, isJoinOpen, isLive, payouts, roster, standings, join
    }

    public static var templateKeys: TemplateKeyHoldings {
        TemplateKey.holding { key in
            switch key {
            case .startTime: .model(TimeText.self)
            case .lockTime: .model(TimeText.self)
            case .endTime: .model(TimeText.self)
            case .updated: .model(TimeText.self)
            case .badges: .list(Badge.self)
            case .payouts: .model(PayoutsModel.self)
            case .roster: .model(RosterModel.self)
            case .standings: .model(StandingsModel.self)
            case .join: .model(JoinModel.self)
            case .id, .name, .type, .status, .statusLabel, .statusGroup, .isCancelled, .organizer, .entries, .fee,
                 .descriptionHTML, .descriptionMarkdown, .url, .markdownURL, .joinURL, .isJoinOpen, .isLive: .value
            }
        }
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

extension JoinModel: TemplateContext, TemplateModel {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case pageURL, appURL, webURL, appStoreURL, playStoreURL, hasStoreLinks, qrSVG
    }

    public static var templateKeys: TemplateKeyHoldings {
        TemplateKey.holding { key in
            switch key {
            case .pageURL, .appURL, .webURL, .appStoreURL, .playStoreURL, .hasStoreLinks, .qrSVG: .value
            }
        }
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

extension Badge: TemplateContext, TemplateModel {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case label, kind
    }

    public static var templateKeys: TemplateKeyHoldings {
        TemplateKey.holding { key in
            switch key {
            case .label, .kind: .value
            }
        }
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(named: name) {
        case .label: TemplateValue(label)
        case .kind: TemplateValue(kind)
        case nil: nil
        }
    }
}

extension PayoutsModel: TemplateContext, TemplateModel {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case hasRows, rows, cancelled
    }

    public static var templateKeys: TemplateKeyHoldings {
        TemplateKey.holding { key in
            switch key {
            case .rows: .list(PayoutRowModel.self)
            case .hasRows, .cancelled: .value
            }
        }
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

extension PayoutRowModel: TemplateContext, TemplateModel {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case places, amount, share
    }

    public static var templateKeys: TemplateKeyHoldings {
        TemplateKey.holding { key in
            switch key {
            case .places, .amount, .share: .value
            }
        }
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

extension Pager: TemplateContext, TemplateModel {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case current, total, firstURL, previousURL, nextURL, lastURL, pages, label, text
    }

    public static var templateKeys: TemplateKeyHoldings {
        TemplateKey.holding { key in
            switch key {
            case .pages: .list(PageLink.self)
            case .current, .total, .firstURL, .previousURL, .nextURL, .lastURL, .label, .text: .value
            }
        }
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
        case .text: TemplateValue(text)
        case nil: nil
        }
    }
}

extension PageLink: TemplateContext, TemplateModel {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case number, url, isCurrent
    }

    public static var templateKeys: TemplateKeyHoldings {
        TemplateKey.holding { key in
            switch key {
            case .number, .url, .isCurrent: .value
            }
        }
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

extension RosterModel: TemplateContext, TemplateModel {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case maxEntriesPerUser, hasFields, fields, hasRules, rules
    }

    public static var templateKeys: TemplateKeyHoldings {
        TemplateKey.holding { key in
            switch key {
            case .fields: .list(FieldModel.self)
            case .rules: .list(RuleModel.self)
            case .maxEntriesPerUser, .hasFields, .hasRules: .value
            }
        }
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

extension RosterModel.FieldModel: TemplateContext, TemplateModel {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case name, type, `required`, hasConstraints, constraints
    }

    public static var templateKeys: TemplateKeyHoldings {
        TemplateKey.holding { key in
            switch key {
            case .constraints: .list(RosterModel.LabelledValue.self)
            case .name, .type, .`required`, .hasConstraints: .value
            }
        }
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

extension RosterModel.RuleModel: TemplateContext, TemplateModel {
    enum TemplateKey: String, TemplateKeys { static let names = KeyTable<Self>(); case text }
    public static var templateKeys: TemplateKeyHoldings { TemplateKey.holding { switch $0 { case .text: .value } } }
    public func value(for name: String) -> TemplateValue? { TemplateKey(named: name) == .text ? TemplateValue(text) : nil }
}

extension RosterModel.LabelledValue: TemplateContext, TemplateModel {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case label, value
    }

    public static var templateKeys: TemplateKeyHoldings {
        TemplateKey.holding { key in
            switch key {
            case .label, .value: .value
            }
        }
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(named: name) {
        case .label: TemplateValue(label)
        case .value: TemplateValue(value)
        case nil: nil
        }
    }
}
