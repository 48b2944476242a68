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
