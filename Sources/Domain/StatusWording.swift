import Foundation

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
    /// The one word a participant reads for this status; an unknown status is put in words (`words(_:)`).
    public var label: String {
        switch self {
        case .scheduled: "Upcoming"
        case .active: "Open"
        case .closed: "Closed"
        case .scoring: "Scoring"
        case .settled: "Final"
        case .cancelled: "Cancelled"
        case .error, .other: Self.words(raw)
        }
    }

    /// `paused_by_ops` → "Paused by ops": underscores become spaces, the first letter is capitalised and the
    /// rest lower-cased (issue 22 overrides CONTRACT §6's "verbatim"). Blank statuses stay as they are.
    public static func words(_ raw: String) -> String {
        let spaced = raw.replacingOccurrences(of: "_", with: " ").trimmingCharacters(in: .whitespaces).lowercased()
        guard let first = spaced.first else { return raw }
        return first.uppercased() + spaced.dropFirst()
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
