import Domain
import Formatting

/// Roster rules as readable text; unknown field and rule types render generically (name + constraints).
public struct RosterModel: Sendable {
    public let maxEntriesPerUser: String?
    public let hasFields: Bool
    public let fields: [FieldModel]
    public let hasRules: Bool
    public let rules: [RuleModel]

    public struct FieldModel: Sendable {
        public let name: String
        public let type: String
        public let required: Bool
        public let hasConstraints: Bool
        public let constraints: [LabelledValue]
    }

    public struct RuleModel: Sendable {
        public let text: String
    }

    public struct LabelledValue: Sendable {
        public let label: String
        public let value: String
    }

    init(_ roster: RosterConfig, formatter: SiteFormatter, words: Words) {
        maxEntriesPerUser = roster.maxEntriesPerUser.map { formatter.integer($0) }
        fields = roster.fields.map { field in
            let constraints = field.constraints.map {
                LabelledValue(label: Self.label($0.key), value: Self.text($0.value, formatter: formatter, words: words))
            }
            return FieldModel(name: field.name, type: Self.label(field.type), required: field.required,
                              hasConstraints: !constraints.isEmpty, constraints: constraints)
        }
        hasFields = !fields.isEmpty
        rules = roster.rules.map { RuleModel(text: Self.describe($0, formatter: formatter, words: words)) }
        hasRules = !rules.isEmpty
    }

    /// The backend's message when it wrote one; otherwise the rule's type and parameters, generically.
    private static func describe(_ rule: ValidationRule, formatter: SiteFormatter, words: Words) -> String {
        if let message = rule.errorMessage, !message.isEmpty { return message }
        var parts: [String] = []
        if let field = rule.field { parts.append("\(words["rule_field"]): \(field)") }
        if let minimum = rule.minValue { parts.append("\(words["rule_minimum"]): \(text(minimum, formatter: formatter, words: words))") }
        if let maximum = rule.maxValue { parts.append("\(words["rule_maximum"]): \(text(maximum, formatter: formatter, words: words))") }
        parts += rule.attributes.map { "\(label($0.key).lowercased()): \(text($0.value, formatter: formatter, words: words))" }
        let title = label(rule.ruleType)
        return parts.isEmpty ? title : "\(title) (\(parts.joined(separator: ", ")))"
    }

    /// "min_selections" → "Min selections".
    static func label(_ key: String) -> String {
        let words = key.split(whereSeparator: { $0 == "_" || $0 == "-" }).joined(separator: " ")
        guard let first = words.first else { return key }
        return first.uppercased() + words.dropFirst()
    }

    static func text(_ value: AttributeValue, formatter: SiteFormatter, words: Words) -> String {
        switch value {
        case .bool(let flag): words[flag ? "value_yes" : "value_no"]
        case .integer(let number): formatter.integer(Int(clamping: number))
        case .number(let number): number.rounded() == number && abs(number) < 1e15
            ? formatter.integer(Int(number)) : "\(number)"
        case .text(let text): text
        case .list(let values): values.isEmpty ? words["value_none"]
            : values.map { text($0, formatter: formatter, words: words) }.joined(separator: ", ")
        case .other(let json): json
        }
    }
}
