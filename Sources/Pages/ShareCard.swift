import Domain
import ShareCards

/// Open Graph / Twitter card values; URLs are absolute.
public struct ShareCard: Sendable {
    public let title: String
    public let description: String
    public let url: String
    /// The contest's share image; nil with `share_cards: false`, and on pages of no contest.
    public var image: ShareImage? = nil
}

/// The `og:image` tags of a contest's pages (CONTRACT §12).
public struct ShareImage: Sendable {
    public let url: String
    /// The card's words.
    public let alt: String
    public let width = String(ShareCardDesign.width)
    public let height = String(ShareCardDesign.height)
    public let type = ShareCardDesign.mediaType
}

/// A card the contest's renderer draws, or links from the published site when one with its key is there.
public struct ShareCardDrawing: Sendable {
    /// Under the contest's folder, named by its key (`OutputPath.shareCard`).
    public let path: String
    public let text: CardText
}
