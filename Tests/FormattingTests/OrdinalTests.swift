import Domain
import Formatting
import Testing

@Suite("Ordinals and rank ranges")
struct OrdinalTests {
    let site = SiteFormatter(settings: FormatSettings())

    @Test("CLDR English ordinal rules", arguments: [
        (1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (10, "10th"), (11, "11th"), (12, "12th"), (13, "13th"),
        (14, "14th"), (21, "21st"), (22, "22nd"), (23, "23rd"), (24, "24th"), (100, "100th"), (101, "101st"),
        (102, "102nd"), (103, "103rd"), (111, "111th"), (112, "112th"), (113, "113th"), (121, "121st"),
        (1001, "1,001st"), (1011, "1,011th"), (1_000_000, "1,000,000th"),
        (0, "0th"), (-1, "\u{2212}1st"), (-2, "\u{2212}2nd"), (-11, "\u{2212}11th"), (-23, "\u{2212}23rd"),
    ])
    func english(n: Int, expected: String) {
        #expect(site.ordinal(n) == expected)
    }

    @Test("ordinal cells accept whole numbers only", arguments: [
        (Cell.integer(1), "1st", false), (.integer(23), "23rd", false), (.number(3.0), "3rd", false),
        (.number(2.5), "2.5", true), (.text("first"), "first", true), (.bool(true), "true", true),
        (.number(.nan), "NaN", true), (.number(.infinity), "\u{221E}", true),
        (.null, "\u{2014}", false), (.missing, "\u{2014}", false),
    ])
    func cells(cell: Cell, text: String, warns: Bool) {
        let column = Column(id: "rank", name: "Rank", kind: .ordinal)
        let formatted = site.cellFormatter(for: column, contestCurrency: "USD").format(cell)
        #expect(formatted.text == text)
        #expect((formatted.warning != nil) == warns)
        #expect(formatted.machineValue == nil)
    }

    @Test("other locales use Foundation's ordinal rules", arguments: [
        ("de_DE", 3, "3."), ("fr_FR", 1, "1er"), ("fr_FR", 2, "2e"), ("es_ES", 21, "21.º"),
        ("en_GB", 22, "22nd"), ("de_DE", 1234, "1.234."),
    ])
    func otherLocales(locale: String, n: Int, expected: String) {
        let site = SiteFormatter(settings: FormatSettings(locale: locale))
        #expect(site.ordinal(n) == expected)
        #expect(site.ordinal(n) == expected, "memoised value is the same")
    }

    @Test("rank ranges use an en dash")
    func ranges() {
        #expect(site.rankRange(min: 1, max: 1) == "1st")
        #expect(site.rankRange(min: 4, max: 10) == "4th\u{2013}10th")
        #expect(site.rankRange(min: 11, max: 13) == "11th\u{2013}13th")
    }
}
