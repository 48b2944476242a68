import Foundation

/// How far the standings can be trusted (CONTRACT §6, "Standings state").
public enum StandingsState: String, Sendable, Equatable {
    case final, unavailable, underReview, beingCalculated, provisional

    public init(status: ContestStatus, leaderboardState: LeaderboardState) {
        if status == .settled || leaderboardState.raw == "settled" { self = .final; return }
        switch leaderboardState.raw {
        case "error": self = .unavailable
        case "disputed": self = .underReview
        case "pending", "computing": self = .beingCalculated
        default: self = .provisional
        }
    }

    public var label: String {
        switch self {
        case .final: "Final"
        case .unavailable: "Standings unavailable"
        case .underReview: "Under review"
        case .beingCalculated: "Being calculated"
        case .provisional: "Provisional"
        }
    }
}
