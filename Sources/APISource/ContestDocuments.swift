/// The raw documents of one contest as the API served them: the detail verbatim and the leaderboard's
/// pages merged into one document, or its only page as sent (nil when the API answers 404: no standings yet).
public struct ContestDocuments: Sendable {
    public var contestID: String
    public var contest: [UInt8]
    public var leaderboard: [UInt8]?
    /// The detail's validators, and the leaderboard's when it was one page: with the documents, they are what
    /// the next run asks with, so those two documents need no copy in the HTTP cache.
    var detailValidators: Validators?
    var leaderboardValidators: Validators?
    /// The leaderboard spanned more than one page: its pages are validated through the HTTP cache.
    var leaderboardPaged = false
    /// Those pages as fetched anew, kept in the HTTP cache once the documents map; and the URLs of the cache's
    /// copies a 304 handed back, dropped when they do not (`ContestSync`).
    var unsavedPages: [CachedPage] = []
    var reusedPageURLs: [String] = []
}
