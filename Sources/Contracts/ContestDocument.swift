/// The wire shape of `GET /api/custom-contests/{contest_id}` (CONTRACT §1.1). Timestamps stay text here.
public struct ContestDocument: Sendable, Equatable {
    public var contestID: String
    public var templateID: String?
    public var type: String
    public var contestName: String
    public var description: String?
    public var organizerID: String?
    public var organizerName: String?
    public var status: String
    public var entryCount: Int64
    public var maxEntries: Int64?
    public var entryFeeCents: Int64
    public var currency: String?
    public var isLocked: Bool?
    public var leaderboardState: String
    public var actions: ActionsDocument
    public var payoutTable: [PayoutRowDocument]
    public var rosterConfig: RosterConfigDocument?
    public var createdAt: String
    public var updatedAt: String
    public var startTime: String?
    public var endTime: String?
    public var lockTime: String?
    public var joinToken: String?
    public var userHasEntered: Bool?

    /// Decodes the document, or returns every issue found in it.
    public static func decode(_ json: JSONValue) -> Result<ContestDocument, DocumentIssues> {
        var issues = DecodeIssues()
        let document = decode(json, at: .root, issues: &issues)
        guard let document, issues.isEmpty else { return .failure(DocumentIssues(issues.list)) }
        return .success(document)
    }

    static func decode(_ json: JSONValue, at path: JSONPath, issues: inout DecodeIssues) -> ContestDocument? {
        guard let reader = FieldReader(json, at: path, issues: &issues) else { return nil }
        let contestID = reader.string("contest_id", required: true, nullable: false, issues: &issues)
        let templateID = reader.string("template_id", issues: &issues)
        let type = reader.string("type", required: true, nullable: false, issues: &issues)
        let name = reader.string("contest_name", required: true, nullable: false, issues: &issues)
        let description = reader.string("description", issues: &issues)
        let organizerID = reader.string("organizer_id", issues: &issues)
        let organizerName = reader.string("organizer_name", issues: &issues)
        let status = reader.string("status", required: true, nullable: false, issues: &issues)
        let entryCount = reader.int("entry_count", required: true, nullable: false, issues: &issues)
        let maxEntries = reader.int("max_entries", issues: &issues)
        let fee = reader.int("entry_fee_cents", required: true, nullable: false, issues: &issues)
        if let fee, fee < 0 { issues.add(path.key("entry_fee_cents"), "must be ≥ 0, got \(fee)") }
        let currency = reader.string("currency", issues: &issues)
        let isLocked = reader.bool("is_locked", issues: &issues)
        let state = reader.string("leaderboard_state", required: true, nullable: false, issues: &issues)
        let actions = reader.value("actions", required: true, issues: &issues)
            .flatMap { ActionsDocument.decode($0, at: path.key("actions"), issues: &issues) }
        let payouts = reader.elements("payout_table", required: true, issues: &issues, decode: PayoutRowDocument.decode)
        let roster = reader.value("roster_config", required: false, issues: &issues)
            .flatMap { value -> RosterConfigDocument? in
                if case .null = value { return nil }
                return RosterConfigDocument.decode(value, at: path.key("roster_config"), issues: &issues)
            }
        let createdAt = reader.string("created_at", required: true, nullable: false, issues: &issues)
        let updatedAt = reader.string("updated_at", required: true, nullable: false, issues: &issues)
        let startTime = reader.string("start_time", issues: &issues)
        let endTime = reader.string("end_time", issues: &issues)
        let lockTime = reader.string("lock_time", issues: &issues)
        let joinToken = reader.string("join_token", issues: &issues)
        let userHasEntered = reader.bool("user_has_entered", issues: &issues)

        guard let contestID, let type, let name, let status, let entryCount, let fee, let state, let actions,
              let payouts, let createdAt, let updatedAt else { return nil }
        return ContestDocument(
            contestID: contestID, templateID: templateID, type: type, contestName: name, description: description,
            organizerID: organizerID, organizerName: organizerName, status: status, entryCount: entryCount,
            maxEntries: maxEntries, entryFeeCents: fee, currency: currency, isLocked: isLocked,
            leaderboardState: state, actions: actions, payoutTable: payouts, rosterConfig: roster,
            createdAt: createdAt, updatedAt: updatedAt, startTime: startTime, endTime: endTime, lockTime: lockTime,
            joinToken: joinToken, userHasEntered: userHasEntered)
    }
}
