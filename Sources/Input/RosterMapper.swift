import Contracts
import Domain

/// Maps `roster_config`. Unknown field and rule types are kept verbatim; nulls are dropped from constraint lists.
enum RosterMapper {
    static func map(_ document: RosterConfigDocument) -> RosterConfig {
        RosterConfig(
            maxEntriesPerUser: document.maxEntriesPerUser.map { Int(clamping: $0) },
            fields: document.entryFields.map { field in
                EntryField(id: field.id, name: field.name ?? field.id, type: field.type, required: field.required ?? false,
                           constraints: field.constraints.map(attributes) ?? [])
            },
            rules: document.validationRules.map { rule in
                let extra = zip(rule.object.keys, rule.object.values)
                    .filter { !ValidationRuleDocument.liftedKeys.contains($0.0) }
                return ValidationRule(
                    id: rule.id ?? rule.ruleType, ruleType: rule.ruleType, field: rule.field,
                    minValue: rule.minValue.flatMap(attributeValue), maxValue: rule.maxValue.flatMap(attributeValue),
                    errorMessage: rule.errorMessage,
                    attributes: extra.compactMap { key, value in attributeValue(value).map { Attribute(key: key, value: $0) } })
            })
    }

    private static func attributes(_ object: JSONObject) -> [Attribute] {
        zip(object.keys, object.values).compactMap { key, value in
            attributeValue(value).map { Attribute(key: key, value: $0) }
        }
    }

    private static func attributeValue(_ value: JSONValue) -> AttributeValue? {
        switch value {
        case .null: nil
        case .bool(let flag): .bool(flag)
        case .integer(let number): .integer(number)
        case .number(let number): .number(number)
        case .string(let text): .text(text)
        case .array(let elements): .list(elements.compactMap(attributeValue))
        case .object: .other(JSONText.compact(value))
        }
    }
}
