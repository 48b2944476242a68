import Rendering

/// The names each page offers its templates, read from the page kinds' models (`PageKind.model`) and every model
/// their keys hold (`templateKeys`, declared beside each `TemplateKey` enum in `*Lookup.swift`): nothing here is
/// kept by hand, so a new key or model appears in `pcsite check` and docs/TEMPLATES.md by itself.
public enum TemplateNames {
    /// Every model reachable from a page kind, listed once per name without generic arguments (the `HTMLPage`s
    /// differ only in what `content` holds), in the order a depth-first walk from the page kinds meets them.
    public static var models: [any TemplateModel.Type] {
        var walked: Set<String> = [], listed: Set<String> = []
        var models: [any TemplateModel.Type] = []
        func visit(_ model: any TemplateModel.Type) {
            guard walked.insert(model.templateModelName).inserted else { return }
            if listed.insert(model.templateModelBaseName).inserted { models.append(model) }
            for (_, holding) in model.templateKeys {
                switch holding {
                case .model(let inner), .list(let inner): visit(inner)
                case .value: break
                }
            }
        }
        PageKind.allCases.forEach { visit($0.model) }
        return models
    }

    /// Each model's keys, by the model's name (for docs/TEMPLATES.md and the tests).
    public static var keySets: [(model: String, keys: [String])] {
        models.map { ($0.templateModelBaseName, $0.templateKeys.map(\.name)) }
    }

    /// Every name a page of the site looks up that is not in scope where it stands (`TemplateScopeCheck`).
    public static func unanswered(siteFolder: String?) throws(TemplateError) -> [TemplateReference] {
        try TemplateScopeCheck.unanswered(siteFolder: siteFolder) { $0.model }
    }
}
