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
