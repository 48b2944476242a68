/// Renders compiled templates into bytes. Lookups walk the context stack from the innermost value out.
struct TemplateRenderer {
    let templates: [String: CompiledTemplate]

    /// Static checks make partial cycles impossible; this bound is a second line of defence.
    static let maxPartialDepth = 64

    func render(_ name: String, _ context: any TemplateContext) throws(TemplateError) -> Rendered {
        guard let template = templates[name] else { throw TemplateError(file: "\(name).mustache", message: "template not found") }
        var output = Rendered()
        var stack: [TemplateValue] = [.object(context)]
        var escaping = Escaping.html
        try render(template.nodes, stack: &stack, escaping: &escaping, into: &output, depth: 0, origin: template.origin)
        output.finish()
        return output
    }

    private func render(_ nodes: [TemplateNode], stack: inout [TemplateValue], escaping: inout Escaping,
                        into output: inout Rendered, depth: Int, origin: String) throws(TemplateError) {
        for node in nodes {
            switch node {
            case .text(let bytes):
                output.current.append(contentsOf: bytes)
            case let .variable(path, escaped):
                write(lookup(path, in: stack), escaping: escaped ? escaping : .text, into: &output)
            case let .section(path, children):
                let value = lookup(path, in: stack)
                switch value {
                case .list(let list):
                    for index in 0..<list.templateCount {
                        stack.append(.element(list, index))
                        try render(children, stack: &stack, escaping: &escaping, into: &output, depth: depth, origin: origin)
                        stack.removeLast()
                        output.flushIfLarge()
                    }
                case .bool(true):
                    try render(children, stack: &stack, escaping: &escaping, into: &output, depth: depth, origin: origin)
                default:
                    guard value.isTruthy else { continue }
                    stack.append(value)
                    try render(children, stack: &stack, escaping: &escaping, into: &output, depth: depth, origin: origin)
                    stack.removeLast()
                }
            case let .invertedSection(path, children):
                if !lookup(path, in: stack).isTruthy {
                    try render(children, stack: &stack, escaping: &escaping, into: &output, depth: depth, origin: origin)
                }
            case .partial(let name):
                guard let partial = templates[name] else {
                    throw TemplateError(file: origin, message: "partial \"\(name)\" not found")
                }
                guard depth < Self.maxPartialDepth else {
                    throw TemplateError(file: origin, message: "partials nested deeper than \(Self.maxPartialDepth)")
                }
                var partialEscaping = escaping
                try render(partial.nodes, stack: &stack, escaping: &partialEscaping, into: &output, depth: depth + 1,
                           origin: partial.origin)
            case .contentType(let type):
                escaping = type
            }
        }
    }

    private func lookup(_ path: [String], in stack: [TemplateValue]) -> TemplateValue {
        guard let first = path.first else {
            guard let last = stack.last else { return .null }
            if case .element(let list, let index) = last { return list.templateElement(at: index) }
            return last
        }
        var found: TemplateValue?
        var position = stack.count - 1
        while position >= 0 {
            if let child = Self.child(first, of: stack[position]) {
                found = child
                break
            }
            position -= 1
        }
        guard var current = found else { return .null }
        for key in path.dropFirst() {
            guard let child = Self.child(key, of: current) else { return .null }
            current = child
        }
        return current
    }

    private static func child(_ key: String, of value: TemplateValue) -> TemplateValue? {
        switch value {
        case .object(let context): context.value(for: key)
        case .element(let list, let index): list.templateValue(at: index, for: key)
        default: nil
        }
    }

    private func write(_ value: TemplateValue, escaping: Escaping, into output: inout Rendered) {
        switch value {
        case .text(let text):
            switch escaping {
            case .html: HTMLEscaper.append(text, to: &output.current)
            case .markdown: output.current.append(contentsOf: MarkdownEscaper.escape(text).utf8)
            case .text: output.current.append(contentsOf: text.utf8)
            }
        case .integer(let number):
            output.current.append(contentsOf: String(number).utf8)
        case .bool(let flag):
            output.current.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null, .object, .list, .element:
            break
        }
    }
}
