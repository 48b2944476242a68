/// `GET /api/custom-contests?page=N` (CONTRACT §1.3). Only `contest_id` is required per item.
public struct ContestListDocument: Sendable, Equatable {
    public struct Item: Sendable, Equatable {
        public var contestID: String
        /// The contest document's `updated_at` (1.1), when the backend lists it.
        public var updatedAt: String?
        /// The current leaderboard's `generated_at` (1.5); null or absent when there is none.
        public var leaderboardGeneratedAt: String?

        public init(contestID: String, updatedAt: String? = nil, leaderboardGeneratedAt: String? = nil) {
            self.contestID = contestID
            self.updatedAt = updatedAt
            self.leaderboardGeneratedAt = leaderboardGeneratedAt
        }
    }

    public var contests: [Item]
    public var pagination: PaginationDocument?

    public static func decode(_ json: JSONValue) -> Result<ContestListDocument, DocumentIssues> {
        var issues = DecodeIssues()
        guard let reader = FieldReader(json, at: .root, issues: &issues) else { return .failure(DocumentIssues(issues.list)) }
        let items = reader.elements("contests", required: true, issues: &issues) { value, path, issues -> Item? in
            guard let item = FieldReader(value, at: path, issues: &issues),
                  let id = item.string("contest_id", required: true, nullable: false, issues: &issues) else { return nil }
            return Item(contestID: id, updatedAt: item.string("updated_at", issues: &issues),
                        leaderboardGeneratedAt: item.string("leaderboard_generated_at", issues: &issues))
        }
        let pagination = reader.value("pagination", required: false, issues: &issues).flatMap { value -> PaginationDocument? in
            if case .null = value { return nil }
            return PaginationDocument.decode(value, at: JSONPath.root.key("pagination"), issues: &issues)
        }
        guard let items, issues.isEmpty else { return .failure(DocumentIssues(issues.list)) }
        return .success(ContestListDocument(contests: items, pagination: pagination))
    }
}
