import Domain

public struct FeedModel: Sendable {
    public struct Entry: Sendable {
        public let title: String
        public let id: String
        public let url: String
        public let updated: String
        public let author: String
        public let summary: String
    }
    public let title: String
    public let subtitle: String?
    public let id: String
    public let siteURL: String
    public let feedURL: String
    public let updated: String
    public let entries: [Entry]
}
