import Domain
import Rendering

// The standings section's lookups; see FrameLookup.swift for why they are switches.

extension StandingsModel: TemplateContext, TemplateModel {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case hidden, cancelled, scoring, notScored, empty, noEntries, unavailable, state, asOf, table, pager, finder, live
    }

    public static var templateKeys: TemplateKeyHoldings {
        TemplateKey.holding { key in
            switch key {
            case .state: .model(StandingsStateModel.self)
            case .asOf: .model(TimeText.self)
            case .table: .model(StandingsTable.self)
            case .pager: .model(Pager.self)
            case .finder: .model(EntrantFinderModel.self)
            case .live: .model(LiveCheckModel.self)
            case .hidden, .cancelled, .scoring, .notScored, .empty, .noEntries, .unavailable: .value
            }
        }
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(named: name) {
        case .hidden: TemplateValue(hidden)
        case .cancelled: TemplateValue(cancelled)
        case .scoring: TemplateValue(scoring)
        case .notScored: TemplateValue(notScored)
        case .empty: TemplateValue(empty)
        case .noEntries: TemplateValue(noEntries)
        case .unavailable: TemplateValue(unavailable)
        case .state: TemplateValue(state)
        case .asOf: TemplateValue(asOf)
        case .table: TemplateValue(table)
        case .pager: TemplateValue(pager)
        case .finder: TemplateValue(finder)
        case .live: TemplateValue(live)
        case nil: nil
        }
    }
}

extension LiveCheckModel: TemplateContext, TemplateModel {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case dataURL, scriptURL, generatedAt, state
    }

    public static var templateKeys: TemplateKeyHoldings {
        TemplateKey.holding { _ in .value }
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(named: name) {
        case .dataURL: TemplateValue(dataURL)
        case .scriptURL: TemplateValue(scriptURL)
        case .generatedAt: TemplateValue(generatedAt)
        case .state: TemplateValue(state)
        case nil: nil
        }
    }
}

extension StandingsStateModel: TemplateContext, TemplateModel {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case label, kind, isWarning, isFinal, isUnavailable, isUnderReview, isBeingCalculated, isProvisional
    }

    public static var templateKeys: TemplateKeyHoldings {
        TemplateKey.holding { key in
            switch key {
            case .label, .kind, .isWarning, .isFinal, .isUnavailable, .isUnderReview, .isBeingCalculated,
                 .isProvisional: .value
            }
        }
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(named: name) {
        case .label: TemplateValue(label)
        case .kind: TemplateValue(kind)
        case .isWarning: TemplateValue(isWarning)
        case .isFinal: TemplateValue(state == .final)
        case .isUnavailable: TemplateValue(state == .unavailable)
        case .isUnderReview: TemplateValue(state == .underReview)
        case .isBeingCalculated: TemplateValue(state == .beingCalculated)
        case .isProvisional: TemplateValue(state == .provisional)
        case nil: nil
        }
    }
}

extension StandingsTable: TemplateContext, TemplateModel {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case caption, columns, rows, pinsRankAndName, hasPayingRows
    }

    public static var templateKeys: TemplateKeyHoldings {
        TemplateKey.holding { key in
            switch key {
            case .columns: .list(ColumnHeader.self)
            case .rows: .list(RowList.self)
            case .caption, .pinsRankAndName, .hasPayingRows: .value
            }
        }
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(named: name) {
        case .caption: TemplateValue(caption)
        case .columns: TemplateValue(columns)
        case .rows: .list(rows)
        case .pinsRankAndName: TemplateValue(pinsRankAndName)
        case .hasPayingRows: TemplateValue(rows.hasPayingRows)
        case nil: nil
        }
    }
}

extension ColumnHeader: TemplateContext, TemplateModel {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case name, kind, ariaSort
    }

    public static var templateKeys: TemplateKeyHoldings {
        TemplateKey.holding { key in
            switch key {
            case .name, .kind, .ariaSort: .value
            }
        }
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(named: name) {
        case .name: TemplateValue(self.name)
        case .kind: TemplateValue(kind)
        case .ariaSort: TemplateValue(ariaSort)
        case nil: nil
        }
    }
}
