import CPluralRules

/// CLDR's plural categories, the forms a counted phrase may have.
public enum PluralCategory: String, CaseIterable, Sendable {
    case zero, one, two, few, many, other
}

/// A language's plural rules from ICU: Polish 2–4 and 22–24 "few", 5–21 "many"; Arabic's six forms.
public final class PluralRules: Sendable {
    public let locale: String
    private nonisolated(unsafe) let rules: OpaquePointer?

    /// `locale` as ICU reads it: "pl", "pt_BR", "ar". Rules ICU cannot open select "other" for every count.
    public init(locale: String) {
        self.locale = locale
        rules = pcsite_plural_rules_open(locale)
    }

    deinit { pcsite_plural_rules_close(rules) }

    public func category(of count: Int) -> PluralCategory {
        guard let rules else { return .other }
        var keyword = [CChar](repeating: 0, count: 16)
        let length = pcsite_plural_rules_select(rules, Double(count), &keyword, 16)
        guard length > 0 else { return .other }
        return PluralCategory(rawValue: String(decoding: keyword.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self))
            ?? .other
    }
}
