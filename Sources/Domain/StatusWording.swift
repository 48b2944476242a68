/// The status groups that have list pages under `status/<group>/` (CONTRACT §4, §6), in display order.
public enum StatusGroup: String, Sendable, CaseIterable {
    case upcoming, open, closed, final, cancelled, other

    /// The heading of the group's list page.
    public var label: String {
        switch self {
        case .upcoming: "Upcoming"
        case .open: "Open"
        case .closed: "Closed"
        case .final: "Final"
        case .cancelled: "Cancelled"
        case .other: "Other"
        }
    }
}

extension ContestStatus {
    /// The one word a participant reads for this status; an unknown status is shown verbatim.
    public var label: String {
        switch self {
        case .scheduled: "Upcoming"
        case .active: "Open"
        case .closed: "Closed"
        case .scoring: "Scoring"
        case .settled: "Final"
        case .cancelled: "Cancelled"
        case .error, .other: raw
        }
    }

    public var group: StatusGroup {
        switch self {
        case .scheduled: .upcoming
        case .active: .open
        case .closed, .scoring: .closed
        case .settled: .final
        case .cancelled: .cancelled
        case .error, .other: .other
        }
    }
}

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
