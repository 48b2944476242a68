/// Renders compiled templates into bytes. Lookups walk the context stack from the innermost scope out.
struct TemplateRenderer {
    let program: TemplateProgram

    /// Static checks make partial cycles impossible; this bound is a second line of defence.
    static let maxPartialDepth = 64

    init(templates: [String: CompiledTemplate], words: [String: String] = [:]) {
        program = TemplateProgram(templates, words: words)
    }

    func contains(_ name: String) -> Bool { program.numbers[name] != nil }

    func render(_ name: String, _ context: any TemplateContext) throws(TemplateError) -> Rendered {
        try render(name, scope: .object(ContextBox(context)))
    }

    func render(_ name: String, _ context: any TemplateContext, streamingTo emit: ([UInt8]) -> Void) throws(TemplateError) {
        try withoutActuallyEscaping(emit) { emit throws(TemplateError) in
            let output = try render(name, scope: .object(ContextBox(context)), spill: emit)
            for chunk in output.chunks where !chunk.isEmpty { emit(chunk) }
        }
    }

    /// Renders with any value as the root (`{{.}}` of a text or a list), as the Mustache spec allows.
    func render(_ name: String, value: TemplateValue) throws(TemplateError) -> Rendered {
        switch value {
        case .object(let context): try render(name, scope: .object(ContextBox(context)))
        case .text(let text): try render(name, scope: .text(text))
        case .utf8(let bytes): try render(name, scope: .text(String(decoding: bytes, as: UTF8.self)))
        default: try render(name, scope: .other(ValueBox(value)))
        }
    }

    /// `spill`, when given, takes the output's full chunks as they are made; the rest is returned.
    private func render(_ name: String, scope: TemplateScope, spill: (([UInt8]) -> Void)? = nil) throws(TemplateError) -> Rendered {
        guard let number = program.numbers[name] else { throw TemplateError(file: "\(name).mustache", message: "template not found") }
        var run = Run(program: program)
        run.spill = spill
        var escaping = Escaping.html
        try run.walk(program.templates[number].body, scope: scope, escaping: &escaping, template: number, depth: 0)
        run.output.finish()
        return run.output
    }
}

/// One rendering: the output so far and every scope enclosing the innermost one, which is passed down
/// as an argument so that the lookups of a list item's keys borrow it instead of copying it.
private struct Run {
    let program: TemplateProgram
    var output = Rendered()
    var spill: (([UInt8]) -> Void)?
    var outer: [TemplateScope] = []

    init(program: TemplateProgram) {
        self.program = program
    }

    mutating func walk(_ body: Range<Int>, scope: TemplateScope, escaping: inout Escaping, template: Int,
                       depth: Int) throws(TemplateError) {
        var index = body.lowerBound
        while index < body.upperBound {
            let instruction = program.instructions[index]
            index += 1
            switch instruction.operation {
            case .text:
                let bytes = instruction.first..<instruction.first + instruction.count
                program.text.withUnsafeBufferPointer { text in
                    output.current.append(contentsOf: UnsafeBufferPointer(rebasing: text[bytes]))
                }
            case .variable:
                write(lookup(instruction, in: scope), escaping: escaping)
            case .rawVariable:
                write(lookup(instruction, in: scope), escaping: .text)
            case .section:
                try section(lookup(instruction, in: scope), body: index..<instruction.end, scope: scope,
                            escaping: &escaping, template: template, depth: depth)
                index = instruction.end
            case .invertedSection:
                if !lookup(instruction, in: scope).isTruthy() {
                    try walk(index..<instruction.end, scope: scope, escaping: &escaping, template: template, depth: depth)
                }
                index = instruction.end
            case .partial:
                let origin = program.templates[template].origin
                guard instruction.count >= 0 else {
                    throw TemplateError(file: origin, message: "partial \"\(program.partialNames[instruction.first])\" not found")
                }
                guard depth < TemplateRenderer.maxPartialDepth else {
                    throw TemplateError(file: origin, message: "partials nested deeper than \(TemplateRenderer.maxPartialDepth)")
                }
                var partialEscaping = escaping
                try walk(program.templates[instruction.count].body, scope: scope, escaping: &partialEscaping,
                         template: instruction.count, depth: depth + 1)
            case .contentType:
                escaping = Escaping.ordered[instruction.first]
            case .word:
                write(.text(program.words[instruction.first]), escaping: instruction.count == 1 ? escaping : .text)
            }
        }
    }

    private mutating func section(_ value: consuming TemplateValue, body: Range<Int>, scope: TemplateScope,
                                  escaping: inout Escaping, template: Int, depth: Int) throws(TemplateError) {
        let inner: TemplateScope
        switch value {
        case .list(let list):
            let count = list.templateCount
            guard count > 0 else { return }
            let box = ListBox(list)
            outer.append(scope)
            for index in 0..<count {
                try walk(body, scope: .element(box, index), escaping: &escaping, template: template, depth: depth)
                if let spill { output.spillIfLarge(to: spill) } else { output.flushIfLarge() }
            }
            outer.removeLast()
            return
        case .bool(let flag):
            if flag { try walk(body, scope: scope, escaping: &escaping, template: template, depth: depth) }
            return
        case .null:
            return
        case .text(let text):
            guard !text.isEmpty else { return }
            inner = .text(text)
        case .utf8(let bytes):
            guard !bytes.isEmpty else { return }
            inner = .text(String(decoding: bytes, as: UTF8.self))
        case .object(let context):
            inner = .object(ContextBox(context))
        case .integer(let number):
            inner = .other(ValueBox(.integer(number)))
        case .element(let list, let index):
            inner = .other(ValueBox(.element(list, index)))
        }
        outer.append(scope)
        try walk(body, scope: inner, escaping: &escaping, template: template, depth: depth)
        outer.removeLast()
    }

    private func lookup(_ instruction: TemplateProgram.Instruction, in scope: TemplateScope) -> TemplateValue {
        guard instruction.count > 0 else { return scope.current }
        let key = program.keys[instruction.first]
        if let found = scope.child(key) { return instruction.count == 1 ? found : resolve(instruction, from: found) }
        var position = outer.count - 1
        while position >= 0 {
            if let found = outer[position].child(key) { return instruction.count == 1 ? found : resolve(instruction, from: found) }
            position -= 1
        }
        return .null
    }

    /// The rest of a dotted name (`table.rows`), from the value its first part found.
    private func resolve(_ instruction: TemplateProgram.Instruction, from found: TemplateValue) -> TemplateValue {
        var current = found
        for position in instruction.first + 1 ..< instruction.first + instruction.count {
            guard let child = current.child(program.keys[position]) else { return .null }
            current = child
        }
        return current
    }

    private mutating func write(_ value: consuming TemplateValue, escaping: Escaping) {
        switch value {
        case .text(let text):
            switch escaping {
            case .html: HTMLEscaper.append(text, to: &output.current)
            case .markdown: MarkdownEscaper.append(text, to: &output.current)
            case .text: output.current.append(contentsOf: text.utf8)
            }
        case .utf8(let bytes):
            switch escaping {
            case .html: HTMLEscaper.append(bytes, to: &output.current)
            case .markdown: MarkdownEscaper.append(bytes, to: &output.current)
            case .text: output.current.append(contentsOf: bytes)
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
