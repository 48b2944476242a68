/// A loosely typed value from an open-ended part of the contract.
public enum AttributeValue: Sendable, Equatable {
    case bool(Bool)
    case integer(Int64)
    case number(Double)
    case text(String)
    case list([AttributeValue])
    /// Anything else (an object), as compact JSON text.
    case other(String)
}
