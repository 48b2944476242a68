import Domain
import Rendering

/// A row's cells as the template sees them (`text`, `machine`, `kind`, `isRowHeader`), read in place.
struct CellList: TemplateList, TemplateModel {
    let rows: ArraySlice<RowModel>
    /// An index of `rows` (of the whole table, not of the page).
    let row: Int

    var templateCount: Int { rows[row].texts.count }

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
        case .text: .text(rows[row].texts[index])
        case .machine: TemplateValue(rows[row].machine(ofColumn: index))
        case .kind: .text(rows[row].layout.kinds[index])
        case .isRowHeader: .bool(index == rows[row].layout.headerIndex)
        case .isRank: .bool(index == rows[row].layout.rankIndex)
        case nil: nil
        }
    }

    func templateElement(at index: Int) -> TemplateValue { .text(rows[row].texts[index]) }
}
