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
