/// Plain dictionaries work as template contexts too (handy for small pages and tests); page models
/// with a `switch` are faster, because these convert values with dynamic casts.
extension Dictionary: TemplateContext where Key == String {
    public func value(for key: String) -> TemplateValue? {
        self[key].map(TemplateValue.init(any:))
    }
}

extension TemplateValue {
    public init(any value: Any) {
        switch value {
        case let value as TemplateValue: self = value
        case let text as String: self = .text(text)
        case let flag as Bool: self = .bool(flag)
        case let number as Int: self = .integer(number)
        case let context as any TemplateContext: self = .object(context)
        case let list as [Any]: self = .list(AnyTemplateList(elements: list))
        case let optional as Optional<Any>:
            if case .some(let wrapped) = optional { self = TemplateValue(any: wrapped) } else { self = .null }
        default: self = .text(String(describing: value))
        }
    }
}

/// A heterogeneous array as a section list.
struct AnyTemplateList: TemplateList {
    let elements: [Any]
    var templateCount: Int { elements.count }
    func templateElement(at index: Int) -> TemplateValue { TemplateValue(any: elements[index]) }
    func templateValue(at index: Int, for key: String) -> TemplateValue? {
        if case .object(let context) = templateElement(at: index) { return context.value(for: key) }
        return nil
    }
}
