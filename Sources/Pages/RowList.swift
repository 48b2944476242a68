import Domain
import Rendering

/// A table's rows, read in place: looking up a row's cells copies neither the row nor its texts. The list's
/// positions count from 0; the slice's indices are those of the contest's whole table.
struct RowList: TemplateList, TemplateModel {
    let rows: ArraySlice<RowModel>

    var templateCount: Int { rows.count }

    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case cells, rowClass, anchor, pays, podium, place, tie
    }

    public static var templateKeys: TemplateKeyHoldings {
        TemplateKey.holding { key in
            switch key {
            case .cells: .list(CellList.self)
            case .rowClass, .anchor, .pays, .podium, .place, .tie: .value
            }
        }
    }

    func templateValue(at position: Int, for key: String) -> TemplateValue? {
        let index = rows.startIndex + position
        return switch TemplateKey(named: key) {
        case .cells: .list(CellList(rows: rows, row: index))
        case .rowClass: TemplateValue(rows[index].marks.cssClass)
        case .anchor: .text(rows[index].anchor)
        case .pays: .bool(rows[index].marks.pays)
        case .podium: .bool(rows[index].marks.place > 0)
        case .place: .integer(Int(rows[index].marks.place))
        case .tie: .bool(rows[index].marks.tie)
        case nil: nil
        }
    }

    func templateElement(at position: Int) -> TemplateValue { .object(rows[rows.startIndex + position]) }
}
