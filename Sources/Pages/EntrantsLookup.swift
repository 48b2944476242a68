import Rendering

// The entrant index's and the find-an-entrant box's lookups; see FrameLookup.swift for why they are switches.

extension EntrantIndexModel: TemplateContext, TemplateModel {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case contestName, heading, contestURL, count, lead, letters, sections, pager, state, asOf, finder
    }

    public static var templateKeys: TemplateKeyHoldings {
        TemplateKey.holding { key in
            switch key {
            case .letters: .list(LetterLink.self)
            case .sections: .list(EntrantSection.self)
            case .pager: .model(Pager.self)
            case .state: .model(StandingsStateModel.self)
            case .asOf: .model(TimeText.self)
            case .finder: .model(EntrantFinderModel.self)
            case .contestName, .heading, .contestURL, .count, .lead: .value
            }
        }
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(named: name) {
        case .contestName: TemplateValue(contestName)
        case .heading: TemplateValue(heading)
        case .lead: TemplateValue(lead)
        case .contestURL: TemplateValue(contestURL)
        case .count: TemplateValue(count)
        case .letters: TemplateValue(letters)
        case .sections: TemplateValue(sections)
        case .pager: TemplateValue(pager)
        case .state: TemplateValue(state)
        case .asOf: TemplateValue(asOf)
        case .finder: TemplateValue(finder)
        case nil: nil
        }
    }
}

extension LetterLink: TemplateContext, TemplateModel {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case label, url
    }

    public static var templateKeys: TemplateKeyHoldings {
        TemplateKey.holding { key in
            switch key {
            case .label, .url: .value
            }
        }
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(named: name) {
        case .label: TemplateValue(label)
        case .url: TemplateValue(url)
        case nil: nil
        }
    }
}

extension EntrantSection: TemplateContext, TemplateModel {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case label, id, entrants
    }

    public static var templateKeys: TemplateKeyHoldings {
        TemplateKey.holding { key in
            switch key {
            case .entrants: .list(EntrantLinks.self)
            case .label, .id: .value
            }
        }
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(named: name) {
        case .label: TemplateValue(label)
        case .id: TemplateValue(id)
        case .entrants: .list(entrants)
        case nil: nil
        }
    }
}

extension EntrantLinks: TemplateList, TemplateModel {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case name, rank, url, pageURL, anchor
    }

    public static var templateKeys: TemplateKeyHoldings {
        TemplateKey.holding { key in
            switch key {
            case .name, .rank, .url, .pageURL, .anchor: .value
            }
        }
    }

    public var templateCount: Int { range.count }

    public func templateValue(at index: Int, for key: String) -> TemplateValue? {
        TemplateKey(named: key).map {
            entrants.value($0, ofRow: entrants.row(at: range.lowerBound + index), pageURLs: pageURLs, relativePageURLs: relativePageURLs)
        }
    }

    public func templateElement(at index: Int) -> TemplateValue {
        entrants.value(.name, ofRow: entrants.row(at: range.lowerBound + index), pageURLs: pageURLs, relativePageURLs: relativePageURLs)
    }
}

extension EntrantFinderModel: TemplateContext, TemplateModel {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case indexURL, dataURL, contestURL, scriptURL
    }

    public static var templateKeys: TemplateKeyHoldings {
        TemplateKey.holding { key in
            switch key {
            case .indexURL, .dataURL, .contestURL, .scriptURL: .value
            }
        }
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(named: name) {
        case .indexURL: TemplateValue(indexURL)
        case .dataURL: TemplateValue(dataURL)
        case .contestURL: TemplateValue(contestURL)
        case .scriptURL: TemplateValue(scriptURL)
        case nil: nil
        }
    }
}
