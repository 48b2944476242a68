import Domain
import Foundation
import ShareCards
import Testing

/// The card's words laid out by Pango with the fonts setup.sh installs: two lines then "…", right-to-left names, and
/// fontconfig's fallback for scripts Noto Sans lacks.
@Suite struct CardLayoutTests {
    let painter = CardPainter(design: ShareCardDesign(ShareCardConfig()))

    func layout(_ name: String, rightToLeft: Bool = false) -> CardPainter.NameLayout {
        painter.nameLayout(CardText(siteTitle: "Sunday League", name: name, facts: "", invitation: nil, rightToLeft: rightToLeft))
    }

    @Test func aShortNameTakesOneLine() {
        let short = layout("Wild Card Weekend Pick'em")
        #expect(short.lines == 1 && !short.ellipsized)
    }

    @Test func aLongNameWrapsToTwoLinesThenEndsInAnEllipsis() {
        let two = layout("The Greater Metropolitan Area Championship Survivor Pool")
        #expect(two.lines == 2 && !two.ellipsized)
        let long = layout(String(repeating: "Extraordinarily Long Championship Season ", count: 4))
        #expect(long.lines == 2 && long.ellipsized)
        // One word wider than the card still stops at two lines.
        let word = layout(String(repeating: "W", count: 200))
        #expect(word.lines == 2 && word.ellipsized)
    }

    @Test func anArabicNameReadsRightToLeftInAnArabicFont() {
        let arabic = layout("دوري أبطال العرب", rightToLeft: true)
        #expect(arabic.rightToLeft)
        #expect(arabic.fontFamilies.contains { $0.contains("Arabic") }, "\(arabic.fontFamilies)")
        // The same name on a left-to-right site still reads right to left inside its line.
        #expect(layout("دوري أبطال العرب").rightToLeft)
        #expect(!layout("Ligue des champions").rightToLeft)
    }

    @Test func scriptsNotoSansLacksFallBackToTheirOwnFonts() {
        let japanese = layout("全国高校サッカー選手権")
        #expect(japanese.fontFamilies.contains { $0.contains("CJK") }, "\(japanese.fontFamilies)")
        let korean = layout("케이리그 예측 대회")
        #expect(korean.fontFamilies.contains { $0.contains("CJK") }, "\(korean.fontFamilies)")
        for name in ["Кубок чемпионов", "Ελληνική Σούπερ Λίγκα", "Coupe de France — Équipe rêvée"] {
            #expect(layout(name).fontFamilies == ["Noto Sans"], "\(name)")
        }
        // A line of two scripts takes a font for each.
        let mixed = layout("Liga Ω 東京")
        #expect(mixed.fontFamilies.count == 2, "\(mixed.fontFamilies)")
    }
}
