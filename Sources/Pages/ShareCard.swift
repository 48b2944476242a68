import Domain

/// Open Graph / Twitter card values; URLs are absolute.
public struct ShareCard: Sendable {
    public let title: String
    public let description: String
    public let url: String
}
