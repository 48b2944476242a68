public struct EntrantLink: Sendable {
    public let name: String
    public let rank: String
    /// `…/page/<n>/#entry-…`: the row on its standings page.
    public let url: String
}
