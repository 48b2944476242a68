import Foundation

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
