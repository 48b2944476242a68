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
