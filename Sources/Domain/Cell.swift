/// One cell as the backend sent it. Formatting decides how it reads.
public enum Cell: Sendable, Equatable {
    /// The key exists nowhere the lookup rule searches.
    case missing
    case null
    case integer(Int64)
    case number(Double)
    case text(String)
    case bool(Bool)
    /// An array or object, as compact JSON text.
    case other(String)
}
