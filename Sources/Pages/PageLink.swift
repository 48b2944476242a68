public struct PageLink: Sendable {
    public let number: Int
    public let url: String
    public let isCurrent: Bool
}
