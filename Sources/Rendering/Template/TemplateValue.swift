/// What a template can look up. Page models implement this with a `switch` over their keys, so a
/// lookup is a direct call: no reflection and no dynamic casts on the hot path.
public protocol TemplateContext {
    /// The value for `key`, or nil when this context has no such key (lookup then continues outward).
    func value(for key: String) -> TemplateValue?
}

/// A value as a logic-less template sees it.
public enum TemplateValue {
    case null
    case bool(Bool)
    case text(String)
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
        case .integer: true
        case .object, .element: true
        case .list(let list): list.templateCount > 0
        }
    }
}

/// A list a section iterates, without converting the model's array element by element.
public protocol TemplateList {
    var templateCount: Int { get }
    /// The element's value for `key` (nil when it has no such key).
    func templateValue(at index: Int, for key: String) -> TemplateValue?
    /// The element itself, for `{{.}}`.
    func templateElement(at index: Int) -> TemplateValue
}

extension Array: TemplateList where Element: TemplateContext {
    public var templateCount: Int { count }
    public func templateValue(at index: Int, for key: String) -> TemplateValue? { self[index].value(for: key) }
    public func templateElement(at index: Int) -> TemplateValue { .object(self[index]) }
}
