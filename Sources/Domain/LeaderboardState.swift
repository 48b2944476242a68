/// Leaderboard visibility and progress. Only `hidden` changes what is published.
public struct LeaderboardState: Sendable, Equatable, Hashable {
    public let raw: String
    public init(raw: String) { self.raw = raw }
    public static let hidden = LeaderboardState(raw: "hidden")
    public var isHidden: Bool { raw == "hidden" }
}
