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

    public func label(in words: Words) -> String {
        switch self {
        case .final: words["state_final"]
        case .unavailable: words["state_unavailable"]
        case .underReview: words["state_under_review"]
        case .beingCalculated: words["state_being_calculated"]
        case .provisional: words["state_provisional"]
        }
    }
}
