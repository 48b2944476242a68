import CShareCard
import Domain
import Foundation
import Synchronization

/// Draws share cards on every core: each card takes a renderer (a Pango font map, a Cairo surface) nobody else is
/// using, and gives it back. A renderer is made the first time a core needs one: its font map's first card loads the
/// fonts (~50 ms), every later one reuses them.
public final class CardPainter: Sendable {
    public let design: ShareCardDesign
    private let idle = Mutex<[Renderer]>([])

    public init(design: ShareCardDesign) {
        self.design = design
    }

    deinit {
        for renderer in idle.withLock({ $0 }) { pcsite_card_renderer_free(renderer.pointer) }
    }

    /// The card as a palette PNG of `ShareCardDesign.width` × `height` pixels.
    public func png(_ text: CardText) throws(Problem) -> [UInt8] {
        let renderer = take()
        defer { idle.withLock { $0.append(renderer) } }
        var png: UnsafeMutablePointer<UInt8>?
        var length = 0
        let status = Self.withCText(text) { card in pcsite_card_render(renderer.pointer, &card, &png, &length) }
        guard status == 0, let png else {
            throw Problem(source: text.name, message: "cannot draw the share card: out of memory")
        }
        defer { free(png) }
        return Array(UnsafeBufferPointer(start: png, count: length))
    }

    /// How the card lays out the contest's name (tests, and the limits the docs state).
    public func nameLayout(_ text: CardText) -> NameLayout {
        let renderer = take()
        defer { idle.withLock { $0.append(renderer) } }
        var layout = pcsite_card_name_layout()
        Self.withCText(text) { card in pcsite_card_layout_name(renderer.pointer, &card, &layout) }
        let families = withUnsafeBytes(of: layout.families) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        return NameLayout(lines: Int(layout.lines), ellipsized: layout.ellipsized != 0,
                          rightToLeft: layout.first_line_right_to_left != 0,
                          fontFamilies: families.split(separator: "\n").map(String.init))
    }

    public struct NameLayout: Sendable, Equatable {
        public let lines: Int
        public let ellipsized: Bool
        /// The first line reads right to left.
        public let rightToLeft: Bool
        public let fontFamilies: [String]
    }

    private func take() -> Renderer {
        if let renderer = idle.withLock({ $0.popLast() }) { return renderer }
        let config = design.config
        var style = pcsite_card_style(background: config.background, text: config.text, accent: config.accent,
                                      accent_text: config.accentText, logo_path: nil)
        // A logo Cairo cannot read (checked as a PNG when the config was loaded) leaves the card without one.
        var made: OpaquePointer? = config.logoPath.flatMap { path in
            path.withCString { path in
                style.logo_path = path
                return Optional(pcsite_card_renderer_new(&style))
            }
        } ?? nil
        if made == nil {
            style.logo_path = nil
            made = pcsite_card_renderer_new(&style)
        }
        return Renderer(pointer: made!)
    }

    private static func withCText<Result>(_ text: CardText, _ body: (inout pcsite_card_text) -> Result) -> Result {
        text.siteTitle.withCString { title in
            text.name.withCString { name in
                text.facts.withCString { facts in
                    func draw(_ invitation: UnsafePointer<CChar>?) -> Result {
                        var card = pcsite_card_text(site_title: title, name: name, facts: facts, invitation: invitation,
                                                    right_to_left: text.rightToLeft ? 1 : 0)
                        return body(&card)
                    }
                    guard let invitation = text.invitation else { return draw(nil) }
                    return invitation.withCString(draw)
                }
            }
        }
    }

    /// A renderer handed from core to core, never used by two at once.
    private struct Renderer: @unchecked Sendable {
        let pointer: OpaquePointer
    }
}
