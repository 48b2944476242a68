import Rendering

/// The names each page offers its templates, read from the page kinds' models (`PageKind.model`) and every model
/// their keys hold (`templateKeys`, declared beside each `TemplateKey` enum in `*Lookup.swift`): nothing here is
/// kept by hand, so a new key or model appears in `pcsite check` and docs/TEMPLATES.md by itself.
public enum TemplateNames {
    /// Every model reachable from a page kind, once per name without generic arguments (the `HTMLPage`s differ
    /// only in what `content` holds), in the order a breadth-first walk from the page kinds meets them.
    public static var models: [any TemplateModel.Type] {
        var seen: Set<String> = []
        var queue = PageKind.allCases.map(\.model)
        var models: [any TemplateModel.Type] = []
        while !queue.isEmpty {
            let model = queue.removeFirst()
            guard seen.insert(model.templateModelBaseName).inserted else { continue }
            models.append(model)
            for (_, holding) in model.templateKeys {
                if case .model(let inner) = holding { queue.append(inner) }
                if case .list(let inner) = holding { queue.append(inner) }
            }
        }
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
