/// A page model as `pcsite check` sees it: each key and what it holds. Models state it with an exhaustive `switch`
/// over their `TemplateKey` enum (`TemplateKeys.holding`), so a new key cannot compile without saying what it holds.
public protocol TemplateModel {
    static var templateKeys: TemplateKeyHoldings { get }
}

extension TemplateKeys {
    /// Every key with what it holds, in declaration order: `holds` is the model's exhaustive switch.
    public static func holding(_ holds: (Self) -> TemplateHolding) -> TemplateKeyHoldings {
        allCases.map { ($0.rawValue, holds($0)) }
    }
}

extension TemplateModel {
    /// The type's name without its module: `HTMLPage<ContestModel>`, `RosterModel.FieldModel`.
    public static var templateModelName: String {
        let name = String(reflecting: Self.self)
        let module = name.prefix { $0 != "." }
        return name.replacing("\(module).", with: "")
    }

    /// The name without generic arguments (`HTMLPage`): one row per generic type in docs/TEMPLATES.md.
    public static var templateModelBaseName: String {
        String(templateModelName.prefix { $0 != "<" })
    }

    static func holding(of key: String) -> TemplateHolding? {
        templateKeys.first { $0.name == key }?.holds
    }
}
