/// A template set flattened into one list of plain-value instructions. Walking a tree of indirect enums
/// retains and releases every node and payload it visits; walking these costs no reference counting.
struct TemplateProgram {
    struct Instruction {
        enum Operation: UInt8 {
            case text, variable, rawVariable, section, invertedSection, partial, contentType, word
        }
        let operation: Operation
        /// text: offset in `text`; variables and sections: first key in `keys`; partial: its name in
        /// `partialNames`; content type: the index in `Escaping.ordered`; word: its text in `words`.
        let first: Int
        /// text: byte count; variables and sections: key count (0 for `.`); partial: the template, or -1;
        /// word: 1 when escaped, 0 when not.
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
    /// The partial names as written (for messages) and the templates they resolve to: an indented
    /// standalone partial resolves to its indented copy.
    private(set) var partialNames: [String] = []
    private var partialTargets: [String] = []
    private(set) var templates: [Template] = []
    private(set) var numbers: [String: Int] = [:]
    /// The texts of the `{{t.key}}` names, resolved when the templates load: the words never change during a build.
    private(set) var words: [String] = []
    private let wordTexts: [String: String]

    /// The name under which templates reach the site's words (CONTRACT §11).
    static let wordsName = "t"

    init(_ compiled: [String: CompiledTemplate], words: [String: String] = [:]) {
        wordTexts = words
        for (name, template) in Self.withIndentedCopies(compiled).sorted(by: { $0.key < $1.key }) {
            let start = instructions.count
            append(template.nodes)
            numbers[name] = templates.count
            templates.append(Template(body: start..<instructions.count, origin: template.origin))
        }
        instructions = instructions.map { instruction in
            guard instruction.operation == .partial else { return instruction }
            let target = numbers[partialTargets[instruction.first]] ?? -1
            return Instruction(operation: .partial, first: instruction.first, count: target, end: 0)
        }
    }

    private mutating func append(_ nodes: [TemplateNode]) {
        for node in nodes {
            switch node {
            case .text(let bytes):
                instructions.append(Instruction(operation: .text, first: text.count, count: bytes.count, end: 0))
                text.append(contentsOf: bytes)
            case let .variable(path, escaped) where path.count == 2 && path[0] == Self.wordsName:
                instructions.append(Instruction(operation: .word, first: words.count, count: escaped ? 1 : 0, end: 0))
                words.append(wordTexts[path[1]] ?? "")
            case let .variable(path, escaped):
                instructions.append(Instruction(operation: escaped ? .variable : .rawVariable, first: keys.count,
                                                count: path.count, end: 0))
                keys.append(contentsOf: path)
            case let .section(path, children):
                appendSection(.section, path: path, children: children)
            case let .invertedSection(path, children):
                appendSection(.invertedSection, path: path, children: children)
            case .partial(let name, let indent):
                instructions.append(Instruction(operation: .partial, first: partialNames.count, count: -1, end: 0))
                partialNames.append(name)
                partialTargets.append(Self.indentedName(name, indent))
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

/// The spec indents every line of a standalone partial by the tag's indentation. Doing it here, once per
/// (partial, indentation) when the templates load, makes it a plain partial call at render time.
extension TemplateProgram {
    /// Bounds the copies when no cycle check ran before (a partial that includes itself indented).
    static let maxIndentedCopies = 1_000

    static func indentedName(_ name: String, _ indent: [UInt8]) -> String {
        indent.isEmpty ? name : name + "\u{0}" + String(decoding: indent, as: UTF8.self)
    }

    static func withIndentedCopies(_ compiled: [String: CompiledTemplate]) -> [String: CompiledTemplate] {
        var all = compiled
        var pending = compiled.values.flatMap(\.indentedPartials)
        var copies = 0
        while let (name, indent) = pending.popLast(), copies < maxIndentedCopies {
            let copyName = indentedName(name, indent)
            guard all[copyName] == nil, let original = compiled[name],
                  let copy = try? TemplateParser.parse(indented(original.source, by: indent), origin: original.origin)
            else { continue }
            all[copyName] = copy
            copies += 1
            pending.append(contentsOf: copy.indentedPartials)
        }
        return all
    }

    /// `indent` before the first line and after every line break that has text after it.
    static func indented(_ text: String, by indent: [UInt8]) -> String {
        let source = Array(text.utf8)
        guard !source.isEmpty else { return text }
        var bytes: [UInt8] = indent
        for (offset, byte) in source.enumerated() {
            bytes.append(byte)
            if byte == 0x0A, offset + 1 < source.count { bytes.append(contentsOf: indent) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension Escaping {
    static let ordered: [Escaping] = [.html, .markdown, .text]
}
