import Foundation

/// `pcsite check`'s template names: each page template in effect, and each partial where it is included, walked with
/// the page's model (`TemplateNameWalk`). The sets are the build's (`TemplatesInEffect`): the defaults, then each
/// safe `templates/<type>/` over them.
public enum TemplateScopeCheck {
    /// Every name a page looks up, once per place and enclosing sections, in file and line order.
    public static func references(siteFolder: String?, model: (PageKind) -> any TemplateModel.Type) throws(TemplateError)
        -> [TemplateReference] {
        let inEffect = try TemplatesInEffect.read(siteFolder: siteFolder)
        var references = try walk(inEffect.defaults, type: nil, overrides: [], model: model)
        for (type, overrides) in inEffect.typeOverrides {
            references += try walk(inEffect.files(overriddenBy: overrides), type: type,
                                   overrides: Set(overrides.values.map(\.origin)), model: model)
        }
        var seen: Set<String> = []
        return references.enumerated()
            .filter { seen.insert("\($0.element.description) \($0.element.within)").inserted }
            .sorted { ($0.element.file, $0.element.line, $0.offset) < ($1.element.file, $1.element.line, $1.offset) }
            .map(\.element)
    }

    /// The names no model answers where they stand.
    public static func unanswered(siteFolder: String?, model: (PageKind) -> any TemplateModel.Type) throws(TemplateError)
        -> [TemplateReference] {
        try references(siteFolder: siteFolder, model: model).filter { $0.unanswered != nil }
    }

    /// A type's set is walked only from the pages that read one of its own files (`overrides`): the rest is the
    /// default set's. A page whose own template is the type's is named `<type>/<page>`.
    private static func walk(_ files: [String: TemplateFile], type: String?, overrides: Set<String>,
                             model: (PageKind) -> any TemplateModel.Type) throws(TemplateError) -> [TemplateReference] {
        var parsed: [String: TemplateNameWalk.Parsed] = [:]
        for (name, file) in files {
            let (nodes, lines) = try TemplateParser.outline(file.text, origin: file.origin)
            parsed[name] = TemplateNameWalk.Parsed(nodes: nodes, lines: lines, origin: file.origin)
        }
        var references: [TemplateReference] = []
        for kind in PageKind.allCases {
            guard let page = parsed[kind.rawValue] else { continue }
            var walk = TemplateNameWalk(templates: parsed)
            let label = type.map { overrides.contains(page.origin) ? "\($0)/\(kind.rawValue)" : kind.rawValue } ?? kind.rawValue
            walk.walk(page: kind.rawValue, model: model(kind), label: label)
            if type != nil, walk.visited.isDisjoint(with: overrides) { continue }
            references += walk.references
        }
        return references
    }
}
