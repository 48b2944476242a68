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

/// `pagination` of list and leaderboard responses.
public struct PaginationDocument: Sendable, Equatable {
    public var page: Int64?
    public var perPage: Int64?
    public var totalRows: Int64?
    public var totalPages: Int64?

    static func decode(_ json: JSONValue, at path: JSONPath, issues: inout DecodeIssues) -> PaginationDocument? {
        guard let reader = FieldReader(json, at: path, issues: &issues) else { return nil }
        return PaginationDocument(
            page: reader.int("page", issues: &issues), perPage: reader.int("per_page", issues: &issues),
            totalRows: reader.int("total_rows", issues: &issues), totalPages: reader.int("total_pages", issues: &issues))
    }
}
