/// A parsed template: a tree of nodes, flattened into a `TemplateProgram` for rendering.
indirect enum TemplateNode {
    case text([UInt8])
    case variable(path: [String], escaped: Bool)
    case section(path: [String], children: [TemplateNode])
    case invertedSection(path: [String], children: [TemplateNode])
    /// `indent`: the spaces and tabs before a standalone partial tag, which the spec prefixes to every line
    /// of the partial (empty for an inline partial).
    case partial(name: String, indent: [UInt8])
    /// `{{% CONTENT_TYPE: … }}`: how variables are escaped from here on.
    case contentType(Escaping)
}

/// How `{{value}}` is escaped; `{{{value}}}` and `{{&value}}` never are.
public enum Escaping: String, Sendable {
    case html = "HTML"
    case markdown = "MARKDOWN"
    case text = "TEXT"
}

/// A compiled template and the names of the partials it uses.
struct CompiledTemplate {
    let nodes: [TemplateNode]
    let origin: String
    /// The text it was parsed from, re-parsed with indentation for standalone partials.
    let source: String

    var partialNames: [String] { Self.partials(in: nodes) }

    private static func partials(in nodes: [TemplateNode]) -> [String] {
        nodes.flatMap { node -> [String] in
            switch node {
            case .partial(let name, _): [name]
            case .section(_, let children), .invertedSection(_, let children): partials(in: children)
            default: []
            }
        }
    }

    /// The standalone partials with indentation: (name, indent).
    var indentedPartials: [(String, [UInt8])] { Self.indented(in: nodes) }

    private static func indented(in nodes: [TemplateNode]) -> [(String, [UInt8])] {
        nodes.flatMap { node -> [(String, [UInt8])] in
            switch node {
            case .partial(let name, let indent) where !indent.isEmpty: [(name, indent)]
            case .section(_, let children), .invertedSection(_, let children): indented(in: children)
            default: []
            }
        }
    }
}
