import Domain

/// How a value of the wrong JSON type is shown ("as given") and the warning that goes to the build report.
enum CellText {
    /// The value as the backend sent it, for people.
    static func asGiven(_ cell: Cell) -> String {
        switch cell {
        case .missing, .null: "\u{2014}"
        case .integer(let value): String(value)
        case .number(let value): plain(value)
        case .text(let value): value.allSatisfy(\.isWhitespace) ? "\u{2014}" : value
        case .bool(let value): value ? "true" : "false"
        case .other(let json): json
        }
    }

    /// A Double without formatting rules: "143.5", "12", "NaN", "∞", "-∞".
    static func plain(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-\u{221E}" : "\u{221E}" }
        if value == value.rounded(), value.magnitude < 1e15 { return String(Int64(value)) }
        return value.description
    }

    /// "expected a number, got string \"abc\"".
    static func warning(expected: String, got cell: Cell) -> String {
        "expected \(expected), got \(describe(cell))"
    }

    private static func describe(_ cell: Cell) -> String {
        switch cell {
        case .missing: "nothing"
        case .null: "null"
        case .integer(let value): "integer \(value)"
        case .number(let value): value.isFinite ? "number \(plain(value))" : plain(value)
        case .text(let value): value.isEmpty ? "empty string" : "string \"\(clipped(value))\""
        case .bool(let value): "bool \(value)"
        case .other(let json): "JSON \(clipped(json))"
        }
    }

    private static func clipped(_ text: String) -> String {
        text.count <= 40 ? text : String(text.prefix(40)) + "…"
    }
}
