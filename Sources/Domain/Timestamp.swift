import Foundation

/// An instant from the backend, remembering whether it carried a time of day (date-only values show the date only).
public struct Timestamp: Sendable, Equatable, Hashable, Comparable {
    public var date: Date
    public var hasTime: Bool
    /// The text as received, for machine-readable attributes and feeds.
    public var raw: String

    public init(date: Date, hasTime: Bool = true, raw: String) {
        self.date = date
        self.hasTime = hasTime
        self.raw = raw
    }

    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool { lhs.date < rhs.date }
}
