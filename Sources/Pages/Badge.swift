import Domain

/// A state shown as text ("Live", "Closed", …), never colour alone.
public struct Badge: Sendable {
    public let label: String
    /// CSS hook: live, closed, scoring, unscored.
    public let kind: String
}
