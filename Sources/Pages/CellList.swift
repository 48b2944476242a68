import Domain
import Rendering

/// A row's cells as the template sees them (`text`, `machine`, `kind`, `isRowHeader`), read in place.
struct CellList: TemplateList, TemplateModel {
    let formatted: FormattedRows
    /// A row of the whole table, not of the page.
    let row: Int

    var templateCount: Int { formatted.layout.kinds.count }

    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case text, machine, kind, isRowHeader, isRank
    }

    public static var templateKeys: TemplateKeyHoldings {
        TemplateKey.holding { key in
            switch key {
            case .text, .machine, .kind, .isRowHeader, .isRank: .value
            }
        }
    }

    func templateValue(at index: Int, for key: String) -> TemplateValue? {
        switch TemplateKey(named: key) {
        case .text: .utf8(formatted.textBytes(row, column: index))
        case .machine: formatted.machine(row, column: index).map(TemplateValue.utf8) ?? .null
        case .kind: .text(formatted.layout.kinds[index])
        case .isRowHeader: .bool(index == formatted.layout.headerIndex)
        case .isRank: .bool(index == formatted.layout.rankIndex)
        case nil: nil
        }
    }

    func templateElement(at index: Int) -> TemplateValue { .utf8(formatted.textBytes(row, column: index)) }
}
