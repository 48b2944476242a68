/// pcsite.yml's `limits:`: how large an input may be before it is refused. The defaults protect against
/// hostile input; an operator with a contest of millions of entries raises them.
public struct DocumentLimits: Sendable, Equatable {
    /// Largest document read, in bytes (a 1,000,000-entry leaderboard is about 260 MB).
    public var maxDocumentBytes: Int
    /// Largest standings table, columns × rows. Missing cells are padded, so a wide schema over many tiny rows
    /// would otherwise turn a few megabytes of JSON into billions of cells.
    public var maxLeaderboardCells: Int

    public static let defaultMaxDocumentBytes = 256 * 1024 * 1024
    public static let defaultMaxLeaderboardCells = 10_000_000

    public init(maxDocumentBytes: Int = defaultMaxDocumentBytes, maxLeaderboardCells: Int = defaultMaxLeaderboardCells) {
        self.maxDocumentBytes = maxDocumentBytes
        self.maxLeaderboardCells = maxLeaderboardCells
    }
}
