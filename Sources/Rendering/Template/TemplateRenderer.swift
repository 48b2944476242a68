/// Renders compiled templates into bytes. Lookups walk the context stack from the innermost value out.
struct TemplateRenderer {
    let templates: [String: CompiledTemplate]

    /// Static checks make partial cycles impossible; this bound is a second line of defence.
    static let maxPartialDepth = 64

    func render(_ name: String, _ context: any TemplateContext) throws(TemplateError) -> [UInt8] {
        guard let template = templates[name] else { throw TemplateError(file: "\(name).mustache", message: "template not found") }
        var output: [UInt8] = []
        output.reserveCapacity(16_384)
        var stack: [TemplateValue] = [.object(context)]
        var escaping = Escaping.html
        try render(template.nodes, stack: &stack, escaping: &escaping, into: &output, depth: 0, origin: template.origin)
        return output
    }

    private func render(_ nodes: [TemplateNode], stack: inout [TemplateValue], escaping: inout Escaping,
                        into output: inout [UInt8], depth: Int, origin: String) throws(TemplateError) {
        for node in nodes {
            switch node {
            case .text(let bytes):
                output.append(contentsOf: bytes)
            case let .variable(path, escaped):
                write(lookup(path, in: stack), escaping: escaped ? escaping : .text, into: &output)
            case let .section(path, children):
                let value = lookup(path, in: stack)
                switch value {
                case .list(let list):
                    for index in 0..<list.templateCount {
                        stack.append(list.templateElement(at: index))
                        try render(children, stack: &stack, escaping: &escaping, into: &output, depth: depth, origin: origin)
                        stack.removeLast()
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
        guard let first = path.first else { return stack.last ?? .null }
        var found: TemplateValue?
        for value in stack.reversed() {
            if case .object(let context) = value, let child = context.value(for: first) {
                found = child
                break
            }
        }
        guard var current = found else { return .null }
        for key in path.dropFirst() {
            guard case .object(let context) = current, let child = context.value(for: key) else { return .null }
            current = child
        }
        return current
    }

    private func write(_ value: TemplateValue, escaping: Escaping, into output: inout [UInt8]) {
        switch value {
        case .text(let text):
            switch escaping {
            case .html: HTMLEscaper.append(text, to: &output)
            case .markdown: output.append(contentsOf: MarkdownEscaper.escape(text).utf8)
            case .text: output.append(contentsOf: text.utf8)
            }
        case .integer(let number):
            output.append(contentsOf: String(number).utf8)
        case .bool(let flag):
            output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null, .object, .list:
            break
        }
    }
}
