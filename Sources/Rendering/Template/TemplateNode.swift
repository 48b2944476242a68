/// A parsed template: a tree of nodes, flattened into a `TemplateProgram` for rendering.
indirect enum TemplateNode {
    case text([UInt8])
    case variable(path: [String], escaped: Bool)
    case section(path: [String], children: [TemplateNode])
    case invertedSection(path: [String], children: [TemplateNode])
    case partial(name: String)
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

    var partialNames: [String] { Self.partials(in: nodes) }

    private static func partials(in nodes: [TemplateNode]) -> [String] {
        nodes.flatMap { node -> [String] in
            switch node {
            case .partial(let name): [name]
            case .section(_, let children), .invertedSection(_, let children): partials(in: children)
            default: []
            }
        }
    }
}
