/// What one share card says (CONTRACT §12), in the site's language: nothing on it changes during a game.
public struct CardText: Sendable, Hashable {
    public let siteTitle: String
    /// The contest's name as the backend sent it: two lines at most, then "…".
    public let name: String
    /// "Type nfl · Entry fee $10.00 · Prize pool $450.00": what is known, one line.
    public let facts: String
    /// While the contest can be joined, the invitation to join; nil otherwise.
    public let invitation: String?
    /// The site's language is written right to left: the card mirrors.
    public let rightToLeft: Bool

    public init(siteTitle: String, name: String, facts: String, invitation: String?, rightToLeft: Bool) {
        (self.siteTitle, self.name, self.facts, self.invitation, self.rightToLeft) = (siteTitle, name, facts, invitation,
                                                                                      rightToLeft)
    }

    /// The card's words for `og:image:alt`, in reading order.
    public var alt: String {
        ([name, facts] + (invitation.map { [$0] } ?? [])).filter { !$0.isEmpty }.joined(separator: " · ")
    }
}
