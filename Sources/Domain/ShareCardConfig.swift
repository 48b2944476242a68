/// `share_cards` and `share_card:` in pcsite.yml (CONTRACT §12): whether every contest has a share image, and its look.
public struct ShareCardConfig: Sendable, Equatable {
    /// `share_cards: false` turns the cards off: pages then name no image.
    public var enabled = true
    /// Colours as 0xRRGGBB; the defaults are the site stylesheet's accent and white.
    public var background: UInt32 = 0x0b57d0
    public var text: UInt32 = 0xffffff
    /// The invitation's button and the stripe at the card's start edge.
    public var accent: UInt32 = 0xffffff
    public var accentText: UInt32 = 0x0b57d0
    /// The logo's path as pcsite.yml gives it (beside pcsite.yml), and as a path to open; nil for none.
    public var logo: String?
    public var logoPath: String?

    public init() {}
}
