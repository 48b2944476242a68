/// A value as a logic-less template sees it.
public enum TemplateValue {
    case null
    case bool(Bool)
    case text(String)
    /// Text as UTF-8 read in place from a larger buffer (a formatted table's cell): no string made per cell.
    case utf8(ArraySlice<UInt8>)
    case integer(Int)
    case object(any TemplateContext)
    case list(any TemplateList)
    /// The item a section is iterating: kept as (list, index) so the element is never copied into an
    /// existential box; rows and cells are looked up in place.
    case element(any TemplateList, Int)

    public init(_ text: String) { self = .text(text) }
    public init(_ text: String?) { self = text.map(TemplateValue.text) ?? .null }
    public init(_ flag: Bool) { self = .bool(flag) }
    public init(_ number: Int) { self = .integer(number) }
    public init(_ context: some TemplateContext) { self = .object(context) }
    public init(_ context: (some TemplateContext)?) { self = context.map { .object($0) } ?? .null }
    public init(_ list: [some TemplateContext]) { self = .list(list) }

    /// Mustache truthiness: null, false, empty text and empty lists are falsy. Consuming, so that the
    /// renderer reads the payload of a looked-up value without copying the value first.
    consuming func isTruthy() -> Bool {
        switch self {
        case .null: false
        case .bool(let flag): flag
        case .text(let text): !text.isEmpty
        case .utf8(let bytes): !bytes.isEmpty
        case .integer: true
        case .object, .element: true
        case .list(let list): list.templateCount > 0
        }
    }
}
