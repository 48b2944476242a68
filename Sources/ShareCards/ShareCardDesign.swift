import CShareCard
import Domain
import Foundation

/// The look every card of a site shares: the drawing code's version, the operator's colours and logo, and the fonts
/// that may draw the words. A card's key is its text and this: a card is drawn again only when one of them changes,
/// so new standings, new entries or an upgrade of pcsite that leaves the design alone draw none.
public struct ShareCardDesign: Sendable {
    /// Raise with any change to how a card is drawn (share_card.c, palette_png.c): every card is drawn again once.
    public static let version = 2
    public static let width = Int(PCSITE_CARD_WIDTH)
    public static let height = Int(PCSITE_CARD_HEIGHT)
    public static let mediaType = "image/png"

    public let config: ShareCardConfig
    /// Hex digest of everything above; part of every card's key, and of the site's (`IncrementalPlan.siteDigest`).
    public let digest: String

    public init(_ config: ShareCardConfig) {
        self.config = config
        var digest = ContentDigest()
        digest.combine("share-card \(Self.version) \(Self.fonts.fingerprint)")
        for colour in [config.background, config.text, config.accent, config.accentText] { digest.combine(String(colour)) }
        if let logo = config.logoPath, let bytes = FileManager.default.contents(atPath: logo) {
            digest.combine([UInt8](bytes))
        } else {
            digest.combine("no logo")
        }
        self.digest = digest.hex
    }

    /// fontconfig's fonts, read once per process (~4 ms).
    static let fonts: (fingerprint: UInt64, count: Int) = {
        var count: Int32 = 0
        let fingerprint = pcsite_card_fonts_fingerprint(&count)
        return (fingerprint, Int(count))
    }()

    /// Whether any font is installed: a machine with none (a bare container) gets no cards and one warning, rather
    /// than cards with no words.
    public static var fontsInstalled: Bool { fonts.count > 0 }

    /// The warning a build gives when `share_cards` is on and `fontsInstalled` is not.
    public static let noFontsWarning = "share cards: fontconfig finds no fonts, so no card is drawn (install fonts-noto-core)"

    /// The card's key: its words and the design. Named in the card's file, so a changed card is a new URL, which
    /// the chat apps that cache previews for days then fetch anew.
    public func key(_ text: CardText) -> String {
        var digest = ContentDigest()
        digest.combine(self.digest)
        for field in [text.siteTitle, text.name, text.facts, text.invitation ?? "\u{0}", text.rightToLeft ? "rtl" : "ltr"] {
            digest.combine(field)
        }
        return digest.hex
    }
}
