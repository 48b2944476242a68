/// One level of the renderer's context stack. Unlike `TemplateValue` it holds only class references and
/// plain values, so the renderer passes it around and looks into it without copying existentials.
enum TemplateScope {
    case object(ContextBox)
    /// The item a section is iterating, looked up in place in its list.
    case element(ListBox, Int)
    case text(String)
    case other(ValueBox)

    func child(_ key: String) -> TemplateValue? {
        switch self {
        case .object(let box): box.context.value(for: key)
        case .element(let box, let index): box.list.templateValue(at: index, for: key)
        case .text: nil
        case .other(let box): box.value.child(key)
        }
    }

    /// `{{.}}`.
    var current: TemplateValue {
        switch self {
        case .object(let box): .object(box.context)
        case .element(let box, let index): box.list.templateElement(at: index)
        case .text(let text): .text(text)
        case .other(let box):
            if case .element(let list, let index) = box.value { list.templateElement(at: index) } else { box.value }
        }
    }
}

final class ContextBox {
    let context: any TemplateContext
    init(_ context: any TemplateContext) { self.context = context }
}

final class ListBox {
    let list: any TemplateList
    init(_ list: any TemplateList) { self.list = list }
}

final class ValueBox {
    let value: TemplateValue
    init(_ value: TemplateValue) { self.value = value }
}

extension TemplateValue {
    func child(_ key: String) -> TemplateValue? {
        switch self {
        case .object(let context): context.value(for: key)
        case .element(let list, let index): list.templateValue(at: index, for: key)
        default: nil
        }
    }
}
