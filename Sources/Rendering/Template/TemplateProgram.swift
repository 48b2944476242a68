/// A template set flattened into one list of plain-value instructions. Walking a tree of indirect enums
/// retains and releases every node and payload it visits; walking these costs no reference counting.
struct TemplateProgram {
    struct Instruction {
        enum Operation: UInt8 {
            case text, variable, rawVariable, section, invertedSection, partial, contentType
        }
        let operation: Operation
        /// text: offset in `text`; variables and sections: first key in `keys`; partial: its name in
        /// `partialNames`; content type: the index in `Escaping.ordered`.
        let first: Int
        /// text: byte count; variables and sections: key count (0 for `.`); partial: the template, or -1.
        let count: Int
        /// sections: the instruction after the section's body.
        let end: Int
    }

    struct Template {
        let body: Range<Int>
        let origin: String
    }

    private(set) var instructions: [Instruction] = []
    private(set) var text: [UInt8] = []
    private(set) var keys: [String] = []
    private(set) var partialNames: [String] = []
    private(set) var templates: [Template] = []
    private(set) var numbers: [String: Int] = [:]

    init(_ compiled: [String: CompiledTemplate]) {
        for (name, template) in compiled.sorted(by: { $0.key < $1.key }) {
            let start = instructions.count
            append(template.nodes)
            numbers[name] = templates.count
            templates.append(Template(body: start..<instructions.count, origin: template.origin))
        }
        instructions = instructions.map { instruction in
            guard instruction.operation == .partial else { return instruction }
            let target = numbers[partialNames[instruction.first]] ?? -1
            return Instruction(operation: .partial, first: instruction.first, count: target, end: 0)
        }
    }

    private mutating func append(_ nodes: [TemplateNode]) {
        for node in nodes {
            switch node {
            case .text(let bytes):
                instructions.append(Instruction(operation: .text, first: text.count, count: bytes.count, end: 0))
                text.append(contentsOf: bytes)
            case let .variable(path, escaped):
                instructions.append(Instruction(operation: escaped ? .variable : .rawVariable, first: keys.count,
                                                count: path.count, end: 0))
                keys.append(contentsOf: path)
            case let .section(path, children):
                appendSection(.section, path: path, children: children)
            case let .invertedSection(path, children):
                appendSection(.invertedSection, path: path, children: children)
            case .partial(let name):
                instructions.append(Instruction(operation: .partial, first: partialNames.count, count: -1, end: 0))
                partialNames.append(name)
            case .contentType(let escaping):
                instructions.append(Instruction(operation: .contentType, first: Escaping.ordered.firstIndex(of: escaping) ?? 0,
                                                count: 0, end: 0))
            }
        }
    }

    private mutating func appendSection(_ operation: Instruction.Operation, path: [String], children: [TemplateNode]) {
        let position = instructions.count
        let first = keys.count
        keys.append(contentsOf: path)
        instructions.append(Instruction(operation: operation, first: first, count: path.count, end: 0))
        append(children)
        instructions[position] = Instruction(operation: operation, first: first, count: path.count, end: instructions.count)
    }
}

extension Escaping {
    static let ordered: [Escaping] = [.html, .markdown, .text]
}
