import Foundation

/// The status groups that have list pages under `status/<group>/` (CONTRACT §4, §6), in display order.
public enum StatusGroup: String, Sendable, CaseIterable {
    case upcoming, open, closed, final, cancelled, other

    /// The group's word, in its list page's heading and link.
    public func label(in words: Words) -> String {
        switch self {
        case .upcoming: words["status_upcoming"]
        case .open: words["status_open"]
        case .closed: words["status_closed"]
        case .final: words["status_final"]
        case .cancelled: words["status_cancelled"]
        case .other: words["status_other"]
        }
    }
}
