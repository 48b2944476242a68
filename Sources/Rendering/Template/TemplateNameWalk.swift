import Domain

/// Walks a page's template as the renderer would, following partials, and records every name it looks up with the
/// names in scope there. Mustache's context stack, read statically: a section over a model or a list of models brings
/// that model's keys into scope (outer names stay in scope: lookups go outwards), a section over a plain value and an
/// inverted section bring none, `a.b` finds `a` in scope and then `b` in `a`'s model, and `{{.}}` always resolves.
/// `t.key` names a word of the site's language (CONTRACT §11) in every scope.
struct TemplateNameWalk {
    struct Parsed {
        let nodes: [TemplateNode]
        /// The line of each name in the order the walk meets them (`TemplateParser.outline`).
        let lines: [Int]
        let origin: String
    }

    let templates: [String: Parsed]
    private(set) var references: [TemplateReference] = []
    /// The files the walk read, so a type's set is reported only where it differs from the default one.
    private(set) var visited: Set<String> = []

    init(templates: [String: Parsed]) { self.templates = templates }

    /// One level of the context stack: a model's type, or nil for a plain value (no names).
    private typealias Frame = (any TemplateModel.Type)?

    mutating func walk(page name: String, model: any TemplateModel.Type, label: String) {
        include(name, scope: [model], within: [label], including: [])
    }

    /// A partial is walked in the scope of each place that includes it; one that includes itself again is not
    /// followed (the template set refuses such a cycle when it loads, so the build reports it).
    private mutating func include(_ name: String, scope: [Frame], within: [String], including: [String]) {
        guard let template = templates[name], !including.contains(name) else { return }
        visited.insert(template.origin)
        var cursor = 0
        walk(template.nodes, in: template, cursor: &cursor, scope: scope, within: within, including: including + [name])
    }

    private mutating func walk(_ nodes: [TemplateNode], in template: Parsed, cursor: inout Int, scope: [Frame],
                               within: [String], including: [String]) {
        for node in nodes {
            switch node {
            case .variable(let path, _):
                _ = resolve(path, in: template, cursor: &cursor, scope: scope, within: within)
            case .section(let path, let children):
                let holding = resolve(path, in: template, cursor: &cursor, scope: scope, within: within)
                let inner: Frame = switch holding {
                case .model(let model), .list(let model): model
                case .value, nil: nil
                }
                walk(children, in: template, cursor: &cursor, scope: scope + [inner],
                     within: within + ["{{#\(path.isEmpty ? "." : path.joined(separator: "."))}}"], including: including)
            case .invertedSection(let path, let children):
                _ = resolve(path, in: template, cursor: &cursor, scope: scope, within: within)
                walk(children, in: template, cursor: &cursor, scope: scope,
                     within: within + ["{{^\(path.joined(separator: "."))}}"], including: including)
            case .partial(let name, _):
                include(name, scope: scope, within: within + ["{{> \(name)}}"], including: including)
            case .text, .contentType:
                break
            }
        }
    }

    /// Records the name's reference and returns what it holds (nil when it does not resolve, or for `{{.}}`).
    private mutating func resolve(_ path: [String], in template: Parsed, cursor: inout Int, scope: [Frame],
                                  within: [String]) -> TemplateHolding? {
        guard let first = path.first else { return nil }
        let line = template.lines[cursor]
        cursor += 1
        if first == TemplateProgram.wordsName, !Self.names(in: scope).contains(first) {
            let key = path.count == 2 ? path[1] : nil
            let known = key.map { Self.wordKeys.contains($0) } ?? false
            references.append(TemplateReference(file: template.origin, line: line, path: path, within: within,
                                                unanswered: known ? nil : (key ?? first),
                                                namesInScope: known ? [] : Self.wordKeys.sorted()))
            return known ? .value : nil
        }
        let found = scope.reversed().lazy.compactMap { $0?.holding(of: first) }.first
        var holding = found
        var unanswered: String? = found == nil ? first : nil
        var candidates = found == nil ? Self.names(in: scope) : []
        for part in path.dropFirst() where unanswered == nil {
            guard case .model(let model) = holding else {
                (unanswered, candidates) = (part, [])
                break
            }
            holding = model.holding(of: part)
            if holding == nil { (unanswered, candidates) = (part, model.templateKeys.map(\.name)) }
        }
        references.append(TemplateReference(file: template.origin, line: line, path: path, within: within,
                                             unanswered: unanswered, namesInScope: candidates))
        return unanswered == nil ? holding : nil
    }

    /// What `{{t.key}}` may name: the fixed words (a counted phrase needs its number, so pcsite composes it).
    static let wordKeys: Set<String> = Set(Words.english.fixedTexts.keys)

    private static func names(in scope: [Frame]) -> [String] {
        var seen: Set<String> = []
        return scope.reversed().flatMap { $0?.templateKeys.map(\.name) ?? [] }.filter { seen.insert($0).inserted }
    }
}
