/// Parses Mustache (variables, triple/ampersand, sections, inverted sections, comments, partials,
/// set delimiters, `{{% CONTENT_TYPE: … }}`) with the spec's standalone-line rule, into `TemplateNode`s.
struct TemplateParser {
    private let bytes: [UInt8]
    private let origin: String
    private var open: [UInt8] = Array("{{".utf8)
    private var close: [UInt8] = Array("}}".utf8)
    /// Every variable and section name with the byte offset of its tag, for `outline`.
    private(set) var names: [(path: [String], offset: Int)] = []

    private struct OpenSection {
        let name: String
        let path: [String]
        let inverted: Bool
        let start: Int
        var siblings: [TemplateNode]
    }

    static func parse(_ text: String, origin: String) throws(TemplateError) -> CompiledTemplate {
        var parser = TemplateParser(bytes: Array(text.utf8), origin: origin)
        return CompiledTemplate(nodes: try parser.parse(), origin: origin, source: text)
    }

    /// The parsed nodes and the line of every name they look up, in the order a depth-first walk of the nodes meets
    /// them: a name is recorded exactly when its variable, section or inverted-section node is made, at its
    /// (opening) tag, so tag order is that walk's order.
    static func outline(_ text: String, origin: String) throws(TemplateError) -> (nodes: [TemplateNode], lines: [Int]) {
        var parser = TemplateParser(bytes: Array(text.utf8), origin: origin)
        let nodes = try parser.parse()
        var lines: [Int] = []
        var line = 1, counted = 0
        for (_, offset) in parser.names {
            line += parser.bytes[counted..<offset].lazy.filter { $0 == 0x0A }.count
            counted = offset
            lines.append(line)
        }
        return (nodes, lines)
    }

    private init(bytes: [UInt8], origin: String) {
        self.bytes = bytes
        self.origin = origin
    }

    private mutating func parse() throws(TemplateError) -> [TemplateNode] {
        var nodes: [TemplateNode] = []
        var sections: [OpenSection] = []
        var textStart = 0
        var position = 0
        while let tagStart = find(open, from: position) {
            let kindIndex = tagStart + open.count
            guard kindIndex < bytes.count else { throw error("unclosed tag", at: tagStart) }
            let kind = bytes[kindIndex]
            let isTriple = kind == UInt8(ascii: "{") && open == Array("{{".utf8)
            let closer = isTriple ? [UInt8(ascii: "}")] + close : close
            let bodyStart = kindIndex + ("{&#^/!>=%".utf8.contains(kind) ? 1 : 0)
            guard let closeStart = find(closer, from: bodyStart) else { throw error("unclosed tag", at: tagStart) }
            let tagEnd = closeStart + closer.count
            var body = String(decoding: bytes[bodyStart..<closeStart], as: UTF8.self)
            if kind == UInt8(ascii: "=") {
                guard body.hasSuffix("=") else { throw error("invalid set-delimiter tag", at: tagStart) }
                body.removeLast()
            }
            let name = body.trimmed

            let standaloneKinds = "#^/!>=%".utf8
            var textEnd = tagStart
            var next = tagEnd
            var indent: [UInt8] = []
            if standaloneKinds.contains(kind), let (lineStart, lineEnd) = standaloneLine(tagStart: tagStart, tagEnd: tagEnd) {
                textEnd = lineStart
                next = lineEnd
                indent = Array(bytes[lineStart..<tagStart])
            }
            if textEnd > textStart { nodes.append(.text(Array(bytes[textStart..<textEnd]))) }

            switch kind {
            case UInt8(ascii: "!"):
                break
            case UInt8(ascii: "#"), UInt8(ascii: "^"):
                sections.append(OpenSection(name: name, path: try path(name, at: tagStart), inverted: kind == UInt8(ascii: "^"),
                                            start: tagStart, siblings: nodes))
                nodes = []
            case UInt8(ascii: "/"):
                guard let section = sections.popLast() else { throw error("closing tag {{/\(name)}} without an open section", at: tagStart) }
                guard section.name == name else {
                    throw error("section {{#\(section.name)}} closed by {{/\(name)}}", at: tagStart)
                }
                let children = nodes
                nodes = section.siblings
                nodes.append(section.inverted ? .invertedSection(path: section.path, children: children)
                                              : .section(path: section.path, children: children))
            case UInt8(ascii: ">"):
                guard !name.isEmpty else { throw error("partial without a name", at: tagStart) }
                nodes.append(.partial(name: name, indent: indent))
            case UInt8(ascii: "="):
                let parts = name.split(separator: " ", omittingEmptySubsequences: true)
                guard parts.count == 2, !parts[0].contains("="), !parts[1].contains("=") else {
                    throw error("invalid set-delimiter tag", at: tagStart)
                }
                open = Array(parts[0].utf8)
                close = Array(parts[1].utf8)
            case UInt8(ascii: "%"):
                nodes.append(.contentType(try contentType(name, at: tagStart)))
            case UInt8(ascii: "{"), UInt8(ascii: "&"):
                nodes.append(.variable(path: try path(name, at: tagStart), escaped: false))
            default:
                nodes.append(.variable(path: try path(name, at: tagStart), escaped: true))
            }
            textStart = next
            position = next
        }
        if let section = sections.last { throw error("section {{#\(section.name)}} is never closed", at: section.start) }
        if textStart < bytes.count { nodes.append(.text(Array(bytes[textStart...]))) }
        return nodes
    }

    /// `a.b.c` → ["a", "b", "c"]; `.` (the current item) → [].
    private mutating func path(_ name: String, at offset: Int) throws(TemplateError) -> [String] {
        if name == "." { return [] }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !name.isEmpty, !parts.contains(where: \.isEmpty), !name.contains(where: { $0 == " " || $0 == "\n" }) else {
            throw error("invalid tag name \"\(name.prefix(40))\"", at: offset)
        }
        names.append((parts, offset))
        return parts
    }

    private func contentType(_ pragma: String, at offset: Int) throws(TemplateError) -> Escaping {
        let parts = pragma.split(separator: ":", maxSplits: 1).map { String($0).trimmed }
        guard parts.count == 2, parts[0] == "CONTENT_TYPE", let escaping = Escaping(rawValue: parts[1]) else {
            throw error("unknown pragma \"\(pragma.prefix(40))\" (supported: CONTENT_TYPE: HTML, MARKDOWN or TEXT)", at: offset)
        }
        return escaping
    }

    /// When the tag is alone on its line (only spaces or tabs around it), the whole line is dropped.
    private func standaloneLine(tagStart: Int, tagEnd: Int) -> (Int, Int)? {
        var lineStart = tagStart
        while lineStart > 0, bytes[lineStart - 1] != 0x0A {
            guard bytes[lineStart - 1] == 0x20 || bytes[lineStart - 1] == 0x09 else { return nil }
            lineStart -= 1
        }
        var lineEnd = tagEnd
        while lineEnd < bytes.count, bytes[lineEnd] != 0x0A {
            if bytes[lineEnd] == 0x0D, lineEnd + 1 < bytes.count, bytes[lineEnd + 1] == 0x0A { break }
            guard bytes[lineEnd] == 0x20 || bytes[lineEnd] == 0x09 else { return nil }
            lineEnd += 1
        }
        if lineEnd < bytes.count { lineEnd += bytes[lineEnd] == 0x0D ? 2 : 1 }
        return (lineStart, lineEnd)
    }

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }
        var index = start
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first {
                var matched = true
                for offset in 1..<max(1, needle.count) where bytes[index + offset] != needle[offset] {
                    matched = false
                    break
                }
                if matched { return index }
            }
            index += 1
        }
        return nil
    }

    private func error(_ message: String, at offset: Int) -> TemplateError {
        let line = 1 + bytes[..<min(offset, bytes.count)].lazy.filter { $0 == 0x0A }.count
        return TemplateError(file: origin, message: "line \(line): \(message)")
    }
}

extension String {
    var trimmed: String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let end = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[start...end])
    }
}
