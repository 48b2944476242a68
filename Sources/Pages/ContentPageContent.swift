import Domain

public struct ContentPageContent: Sendable {
    public let bodyHTML: String
}
