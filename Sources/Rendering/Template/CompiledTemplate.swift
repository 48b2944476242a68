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
