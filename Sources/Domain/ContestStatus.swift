/// Contest lifecycle status. Values the site does not know are kept verbatim and shown as-is.
public enum ContestStatus: Sendable, Equatable {
    case scheduled, active, closed, scoring, settled, cancelled, error
    case other(String)

    public init(raw: String) {
        switch raw {
        case "scheduled": self = .scheduled
        case "active": self = .active
        case "closed": self = .closed
        case "scoring": self = .scoring
        case "settled": self = .settled
        case "cancelled": self = .cancelled
        case "error": self = .error
        default: self = .other(raw)
        }
    }

    public var raw: String {
        switch self {
        case .scheduled: "scheduled"
        case .active: "active"
        case .closed: "closed"
        case .scoring: "scoring"
        case .settled: "settled"
        case .cancelled: "cancelled"
        case .error: "error"
        case .other(let raw): raw
        }
    }
}
