import Rendering

// The entrant index's and the find-an-entrant box's lookups; see FrameLookup.swift for why they are switches.

extension EntrantIndexModel: TemplateContext {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case contestName, contestURL, count, letters, sections, pager, state, asOf
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(named: name) {
        case .contestName: TemplateValue(contestName)
        case .contestURL: TemplateValue(contestURL)
        case .count: TemplateValue(count)
        case .letters: TemplateValue(letters)
        case .sections: TemplateValue(sections)
        case .pager: TemplateValue(pager)
        case .state: TemplateValue(state)
        case .asOf: TemplateValue(asOf)
        case nil: nil
        }
    }
}

extension LetterLink: TemplateContext {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case label, url
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(named: name) {
        case .label: TemplateValue(label)
        case .url: TemplateValue(url)
        case nil: nil
        }
    }
}

extension EntrantSection: TemplateContext {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case label, id, entrants
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(named: name) {
        case .label: TemplateValue(label)
        case .id: TemplateValue(id)
        case .entrants: TemplateValue(entrants)
        case nil: nil
        }
    }
}

extension EntrantLink: TemplateContext {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case name, rank, url
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(named: name) {
        case .name: TemplateValue(self.name)
        case .rank: TemplateValue(rank)
        case .url: TemplateValue(url)
        case nil: nil
        }
    }
}

extension EntrantFinderModel: TemplateContext {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case indexURL, dataURL, contestURL, scriptURL
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
