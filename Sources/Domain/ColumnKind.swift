/// How a column's values are displayed. Unknown types are kept and render as text.
public enum ColumnKind: Sendable, Equatable, Hashable {
    case ordinal, string, numeric, currency, percentage, date
    case other(String)

    public init(raw: String) {
        switch raw {
        case "ordinal": self = .ordinal
        case "string": self = .string
        case "numeric": self = .numeric
        case "currency": self = .currency
        case "percentage": self = .percentage
        case "date": self = .date
        default: self = .other(raw)
        }
    }
}
