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
