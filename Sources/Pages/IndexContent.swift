import Domain

/// The index: every valid contest, most recently updated first.
public struct IndexContent: Sendable {
    public let hasContests: Bool
    public let contests: [ContestCard]
}
