public struct LetterLink: Sendable {
    public let label: String
    public let url: String
}
