import Foundation

extension ContestStatus {
    /// The one word a participant reads for this status; a status pcsite does not know is the backend's own,
    /// made readable (`words(_:)`).
    public func label(in words: Words) -> String {
        switch self {
        case .scheduled: words["status_upcoming"]
        case .active: words["status_open"]
        case .closed: words["status_closed"]
        case .scoring: words["status_scoring"]
        case .settled: words["status_final"]
        case .cancelled: words["status_cancelled"]
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
