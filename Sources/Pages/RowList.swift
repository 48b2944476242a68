import Domain
import Rendering

/// A range of a table's formatted rows, read in place: looking up a cell makes only the string it shows. The
/// list's positions count from 0; `range` is in the contest's whole table.
public struct RowList: TemplateList, TemplateModel, Sendable {
    let formatted: FormattedRows
    let range: Range<Int>

    public var count: Int { range.count }
    public var templateCount: Int { range.count }

    /// Rows `start ..< start + length` of this list, as far as it goes.
    func prefix(from start: Int, length: Int) -> RowList {
        let lower = min(range.lowerBound + start, range.upperBound)
        return RowList(formatted: formatted, range: lower..<min(lower + length, range.upperBound))
    }

    /// Every cell's text of the row at `position` (for tests; templates read cell by cell).
    func texts(at position: Int) -> [String] { formatted.texts(range.lowerBound + position) }

    var hasPayingRows: Bool { range.contains { formatted.marks($0).pays } }

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

    public func templateValue(at position: Int, for key: String) -> TemplateValue? {
        let row = range.lowerBound + position
        return switch TemplateKey(named: key) {
        case .cells: .list(CellList(formatted: formatted, row: row))
        case .rowClass: TemplateValue(formatted.marks(row).cssClass)
        case .anchor: .utf8(formatted.anchorBytes(row))
        case .pays: .bool(formatted.marks(row).pays)
        case .podium: .bool(formatted.marks(row).place > 0)
        case .place: .integer(Int(formatted.marks(row).place))
        case .tie: .bool(formatted.marks(row).tie)
        case nil: nil
        }
    }

    public func templateElement(at position: Int) -> TemplateValue { .object(Row(list: self, position: position)) }

    /// A row as `{{.}}` sees it inside the rows' section.
    private struct Row: TemplateContext {
        let list: RowList
        let position: Int

        func value(for name: String) -> TemplateValue? { list.templateValue(at: position, for: name) }
    }
}
