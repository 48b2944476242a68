/// `roster_config` (CONTRACT §1.1). Field and rule types are open-ended; their other keys are kept in order.
public struct RosterConfigDocument: Sendable, Equatable {
    public var maxEntriesPerUser: Int64?
    public var entryFields: [EntryFieldDocument]
    public var validationRules: [ValidationRuleDocument]

    static func decode(_ json: JSONValue, at path: JSONPath, issues: inout DecodeIssues) -> RosterConfigDocument? {
        guard let reader = FieldReader(json, at: path, issues: &issues) else { return nil }
        let maxEntries = reader.int("max_entries_per_user", issues: &issues)
        let fields = reader.elements("entry_fields", issues: &issues, decode: EntryFieldDocument.decode) ?? []
        let rules = reader.elements("validation_rules", issues: &issues, decode: ValidationRuleDocument.decode) ?? []
        return RosterConfigDocument(maxEntriesPerUser: maxEntries, entryFields: fields, validationRules: rules)
    }
}

public struct EntryFieldDocument: Sendable, Equatable {
    public var id: String
    public var name: String?
    public var type: String
    public var required: Bool?
    /// The `constraints` object as sent (document order kept), or nil.
    public var constraints: JSONObject?

    static func decode(_ json: JSONValue, at path: JSONPath, issues: inout DecodeIssues) -> EntryFieldDocument? {
        guard let reader = FieldReader(json, at: path, issues: &issues) else { return nil }
        let id = reader.string("id", required: true, nullable: false, issues: &issues)
        let name = reader.string("name", issues: &issues)
        let type = reader.string("type", required: true, nullable: false, issues: &issues)
        let required = reader.bool("required", issues: &issues)
        var constraints: JSONObject?
        switch reader.object["constraints"] {
        case .object(let object)?: constraints = object
        case nil, .null?: constraints = nil
        case let other?: issues.add(path.key("constraints"), "expected object, got \(other.typeName)")
        }
        guard let id, let type else { return nil }
        return EntryFieldDocument(id: id, name: name, type: type, required: required, constraints: constraints)
    }
}

public struct ValidationRuleDocument: Sendable, Equatable {
    public var id: String?
    public var ruleType: String
    public var field: String?
    public var minValue: JSONValue?
    public var maxValue: JSONValue?
    public var errorMessage: String?
    /// Every key of the rule object, in order, for generic display of unknown rule types.
    public var object: JSONObject

    public static let liftedKeys: Set<String> = ["id", "rule_type", "field", "min_value", "max_value", "error_message"]

    static func decode(_ json: JSONValue, at path: JSONPath, issues: inout DecodeIssues) -> ValidationRuleDocument? {
        guard let reader = FieldReader(json, at: path, issues: &issues) else { return nil }
        let id = reader.string("id", issues: &issues)
        let ruleType = reader.string("rule_type", required: true, nullable: false, issues: &issues)
        let field = reader.string("field", issues: &issues)
        let errorMessage = reader.string("error_message", issues: &issues)
        guard let ruleType else { return nil }
        return ValidationRuleDocument(
            id: id, ruleType: ruleType, field: field, minValue: reader.object["min_value"],
            maxValue: reader.object["max_value"], errorMessage: errorMessage, object: reader.object)
    }
}
