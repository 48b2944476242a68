/// The `actions` object (CONTRACT §1.1): every flag defaults to false when absent.
public struct ActionsDocument: Sendable, Equatable {
    public var flags: [String: Bool]

    public static let knownFlags = [
        "can_join", "can_edit_entry", "is_live", "is_closed", "is_scoring", "is_scored",
        "is_read_only", "can_share_invite", "can_manage_contest", "can_delete", "can_unjoin",
    ]

    public func flag(_ name: String) -> Bool { flags[name] ?? false }

    static func decode(_ json: JSONValue, at path: JSONPath, issues: inout DecodeIssues) -> ActionsDocument? {
        guard let reader = FieldReader(json, at: path, issues: &issues) else { return nil }
        var flags: [String: Bool] = [:]
        for name in knownFlags {
            if let value = reader.bool(name, issues: &issues) { flags[name] = value }
        }
        return ActionsDocument(flags: flags)
    }
}
