/// `GET /api/custom-contests/{id}/leaderboard` (CONTRACT §1.2). Rows stay loosely typed: the schema is open.
public struct LeaderboardDocument: Sendable, Equatable {
    public var contestID: String?
    public var contestType: String?
    public var leaderboardState: String?
    public var generatedAt: String?
    public var columnSchema: [ColumnDocument]
    public var rows: [JSONObject]
    public var pagination: PaginationDocument?

    public static func decode(_ json: JSONValue) -> Result<LeaderboardDocument, DocumentIssues> {
        var issues = DecodeIssues()
        let document = decode(json, at: .root, issues: &issues)
        guard let document, issues.isEmpty else { return .failure(DocumentIssues(issues.list)) }
        return .success(document)
    }

    static func decode(_ json: JSONValue, at path: JSONPath, issues: inout DecodeIssues) -> LeaderboardDocument? {
        guard let reader = FieldReader(json, at: path, issues: &issues) else { return nil }
        let contestID = reader.string("contest_id", issues: &issues)
        let contestType = reader.string("contest_type", issues: &issues)
        let state = reader.string("leaderboard_state", issues: &issues)
        let generatedAt = reader.string("generated_at", issues: &issues)
        let columns = reader.elements("column_schema", required: true, issues: &issues, decode: ColumnDocument.decode)
        let rows = reader.elements("rows", required: true, issues: &issues, decode: row)
        let pagination = reader.value("pagination", required: false, issues: &issues).flatMap { value -> PaginationDocument? in
            if case .null = value { return nil }
            return PaginationDocument.decode(value, at: path.key("pagination"), issues: &issues)
        }
        guard let columns, let rows else { return nil }
        return LeaderboardDocument(contestID: contestID, contestType: contestType, leaderboardState: state,
                                   generatedAt: generatedAt, columnSchema: columns, rows: rows, pagination: pagination)
    }
}

extension LeaderboardDocument {
    /// A row must be an object; its `values`, when present, an object, an array or null.
    static func row(_ value: JSONValue, at path: JSONPath, issues: inout DecodeIssues) -> JSONObject? {
        guard case .object(let object) = value else {
            issues.add(path, "expected object, got \(value.typeName)")
            return nil
        }
        if let values = object["values"] {
            switch values {
            case .object, .array, .null: break
            default: issues.add(path.key("values"), "expected object or array, got \(values.typeName)")
            }
        }
        return object
    }
}
