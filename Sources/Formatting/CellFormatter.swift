import Domain

/// A column's formatter, built once by `SiteFormatter.cellFormatter(for:contestCurrency:)`.
/// `format` is the hot path: no formatter is created and no locale data is read per cell.
public struct CellFormatter {
    enum Strategy {
        case ordinal(OrdinalRenderer)
        case numeric(NumberRenderer)
        case currency(NumberRenderer, digits: Int, majorUnits: Bool)
        case percentage(NumberRenderer)
        case date(DateRenderer)
        case text
    }

    let strategy: Strategy

    init(strategy: Strategy) { self.strategy = strategy }

    public func format(_ cell: Cell) -> FormattedCell {
        switch cell {
        case .missing, .null:
            return .absent
        default:
            break
        }
        switch strategy {
        case .ordinal(let ordinals):
            return formatOrdinal(cell, ordinals)
        case .numeric(let renderer):
            return formatNumber(cell) { renderer.format(units: $0, scale: 0) } double: { renderer.format($0) }
        case let .currency(renderer, digits, majorUnits):
            return formatNumber(cell) { units in
                guard majorUnits else { return renderer.format(units: units, scale: digits) }
                let (minor, overflow) = units.multipliedReportingOverflow(by: Int64(NumberLayout.powerOfTen(digits)))
                return overflow ? renderer.format(Double(units)) : renderer.format(units: minor, scale: digits)
            } double: { value in
                if majorUnits { return renderer.format(value) }
                if value == value.rounded(), value.magnitude < 0x1p53 {
                    return renderer.format(units: Int64(value), scale: digits)
                }
                return renderer.format(value / DecimalRounding.powersOfTen[digits])
            }
        case .percentage(let renderer):
            return formatNumber(cell) { renderer.format(Double($0)) } double: { renderer.format($0) }
        case .date(let dates):
            return formatDate(cell, dates)
        case .text:
            return formatText(cell)
        }
    }

    private func formatNumber(_ cell: Cell, integer: (Int64) -> String, double: (Double) -> String) -> FormattedCell {
        switch cell {
        case .integer(let value):
            return FormattedCell(text: integer(value))
        case .number(let value) where value.isFinite:
            return FormattedCell(text: double(value))
        case .number:
            return wrongType(cell, expected: "a finite number")
        default:
            return wrongType(cell, expected: "a number")
        }
    }

    private func formatOrdinal(_ cell: Cell, _ ordinals: OrdinalRenderer) -> FormattedCell {
        switch cell {
        case .integer(let value):
            return FormattedCell(text: ordinals.format(Int(value)))
        case .number(let value) where value == value.rounded() && value.magnitude < 0x1p53:
            return FormattedCell(text: ordinals.format(Int(value)))
        case .number:
            return wrongType(cell, expected: "a whole number")
        default:
            return wrongType(cell, expected: "a whole number")
        }
    }

    private func formatDate(_ cell: Cell, _ dates: DateRenderer) -> FormattedCell {
        guard case .text(let text) = cell, let timestamp = TimestampParser.parse(text) else {
            return wrongType(cell, expected: "an ISO 8601 date")
        }
        return FormattedCell(text: dates.text(timestamp), machineValue: dates.machineValue(timestamp))
    }

    private func formatText(_ cell: Cell) -> FormattedCell {
        switch cell {
        case .text(let text): FormattedCell(text: text)
        case .other: wrongType(cell, expected: "a string")
        default: FormattedCell(text: CellText.asGiven(cell))
        }
    }

    private func wrongType(_ cell: Cell, expected: String) -> FormattedCell {
        FormattedCell(text: CellText.asGiven(cell), warning: CellText.warning(expected: expected, got: cell))
    }
}
