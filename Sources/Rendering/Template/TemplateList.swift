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
