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
