/// One `column_schema` entry. Only `id` is required; a missing type renders as text.
public struct ColumnDocument: Sendable, Equatable {
    public var id: String
    public var name: String?
    public var type: String?
    public var sortable: Bool?
    public var sortDirection: String?
    public var precision: Int64?
    public var currency: String?
    public var hint: String?

    static func decode(_ json: JSONValue, at path: JSONPath, issues: inout DecodeIssues) -> ColumnDocument? {
        guard let reader = FieldReader(json, at: path, issues: &issues) else { return nil }
        let id = reader.string("id", required: true, nullable: false, issues: &issues)
        let column = ColumnDocument(
            id: id ?? "", name: reader.string("name", issues: &issues), type: reader.string("type", issues: &issues),
            sortable: reader.bool("sortable", issues: &issues),
            sortDirection: reader.string("sort_direction", issues: &issues),
            precision: reader.int("precision", issues: &issues), currency: reader.string("currency", issues: &issues),
            hint: reader.string("hint", issues: &issues))
        if let precision = column.precision, !(0...20).contains(precision) {
            issues.add(path.key("precision"), "must be between 0 and 20, got \(precision)")
        }
        return id == nil ? nil : column
    }
}
