import Domain

/// A link to another list, with the number of contests it holds.
public struct ListLink: Sendable {
    public let label: String
    public let url: String
    public let count: Int
    public let isCurrent: Bool
}
