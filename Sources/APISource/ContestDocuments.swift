/// The raw documents of one contest as the API served them: the detail verbatim and the leaderboard's
/// pages merged into one document, or its only page as sent (nil when the API answers 404: no standings yet).
public struct ContestDocuments: Sendable {
    public var contestID: String
    public var contest: [UInt8]
    public var leaderboard: [UInt8]?
}
