import Foundation
import PropertyBased
import Testing
@testable import Formatting

/// The hand-written paths must print exactly what Foundation prints. Each reference formatter is
/// built here, the slow way, independently of the production factory.
@Suite("Fast paths agree with Foundation")
struct FastPathPropertyTests {
    /// Not hi_IN: there NumberFormatter groups 1,234,567 but FormatStyle 12,34,567, so Foundation has no single answer.
    /// Locales whose number layout the fast path must accept (and so must match Foundation).
    static let fastLocales = ["en_US", "en_GB", "de_DE", "fr_FR", "es_ES", "it_IT", "ja_JP", "nl_NL", "pt_BR", "de_CH"]

    /// Hundredths and thousandths hit the half-even ties; raw doubles hit everything else.
    static let doubles = Gen.oneOf(
        Gen.int(in: -100_000_000...100_000_000).map { Double($0) / 100 },
        Gen.int(in: -10_000_000...10_000_000).map { Double($0) / 1000 },
        Gen.double(in: -1e9...1e9),
        Gen.double(in: -2...2)
    )

    private static func reference(_ locale: String, _ style: NumberFormatter.Style) -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.numberStyle = style
        return formatter
    }

    /// Foundation shows values that round to zero as "-0"; the site shows "0".
    private static func expected(_ value: Double, scale: Int, _ format: (Double) -> String) -> String {
        DecimalRounding.roundsToZero(value, scale: scale) ? format(0) : format(value)
    }

    @Test("numeric: up to 2 decimals (NumberFormatter) and fixed decimals (FormatStyle)", arguments: fastLocales)
    func decimals(locale: String) async throws {
        let upToTwo = NumberRenderer(
            formatter: FoundationFormatters.decimal(locale: Locale(identifier: locale), minimumFractionDigits: 0,
                                                    maximumFractionDigits: 2),
            minimumFractionDigits: 0, maximumFractionDigits: 2)
        let fixedOne = NumberRenderer(
            formatter: FoundationFormatters.decimal(locale: Locale(identifier: locale), minimumFractionDigits: 1,
                                                    maximumFractionDigits: 1),
            minimumFractionDigits: 1, maximumFractionDigits: 1)
        let fastUpToTwo = try #require(upToTwo.fast, "fast path declined for \(locale)")
        let fastFixedOne = try #require(fixedOne.fast, "fast path declined for \(locale)")
        let reference = Self.reference(locale, .decimal)
        reference.maximumFractionDigits = 2
        let style = FloatingPointFormatStyle<Double>(locale: Locale(identifier: locale)).precision(.fractionLength(1))
        await propertyCheck(count: 3000, input: Self.doubles) { value in
            if let fast = fastUpToTwo.format(value) {
                #expect(fast == Self.expected(value, scale: 2) { reference.string(from: NSNumber(value: $0)) ?? "" })
            }
            if let fast = fastFixedOne.format(value) {
                #expect(fast == Self.expected(value, scale: 1) { $0.formatted(style) })
            }
        }
    }

    @Test("currency: minor units and major units", arguments: fastLocales)
    func currency(locale: String) async throws {
        for (code, digits) in [("USD", 2), ("EUR", 2), ("JPY", 0), ("BHD", 3)] {
            let renderer = NumberRenderer(
                formatter: FoundationFormatters.currency(locale: Locale(identifier: locale), code: code, digits: digits),
                minimumFractionDigits: digits, maximumFractionDigits: digits)
            let fast = try #require(renderer.fast, "fast path declined for \(locale) \(code)")
            let reference = Self.reference(locale, .currency)
            reference.currencyCode = code
            reference.minimumFractionDigits = digits
            reference.maximumFractionDigits = digits
            let scale = pow(10, Double(digits))
            // Below 10^15 the Double quotient's shortest decimal is the exact amount.
            await propertyCheck(count: 800, input: Gen.int64(in: -999_999_999_999_999...999_999_999_999_999)) { units in
                #expect(fast.format(units: units, scale: digits)
                    == reference.string(from: NSNumber(value: Double(units) / scale)))
            }
            await propertyCheck(count: 800, input: Self.doubles) { value in
                if let text = fast.format(value) {
                    #expect(text == Self.expected(value, scale: digits) { reference.string(from: NSNumber(value: $0)) ?? "" })
                }
            }
        }
    }

    @Test("percentage at 0–2 decimals", arguments: fastLocales)
    func percentages(locale: String) async throws {
        for precision in 0...2 {
            let renderer = NumberRenderer(
                formatter: FoundationFormatters.percent(locale: Locale(identifier: locale), minimumFractionDigits: precision,
                                                        maximumFractionDigits: precision, valuesArePercent: false),
                minimumFractionDigits: precision, maximumFractionDigits: precision, multiplierExponent: 2)
            let fast = try #require(renderer.fast, "fast path declined for \(locale)")
            let reference = Self.reference(locale, .percent)
            reference.minimumFractionDigits = precision
            reference.maximumFractionDigits = precision
            let fractions = Gen.oneOf(Gen.int(in: -100_000...100_000).map { Double($0) / 10_000 }, Gen.double(in: -10...10))
            await propertyCheck(count: 1500, input: fractions) { value in
                if let text = fast.format(value) {
                    // ICU multiplies by 100 in binary before rounding.
                    let zero = DecimalRounding.roundsToZero(value * 100, scale: precision)
                    #expect(text == reference.string(from: NSNumber(value: zero ? 0 : value)))
                }
            }
        }
    }

    @Test("ordinals: English rules and constant affixes",
          arguments: ["en_US", "en_GB", "en_AU", "en_CA", "de_DE", "es_ES", "it_IT", "ja_JP", "nl_NL", "pt_BR"])
    func ordinals(locale: String) async throws {
        let renderer = OrdinalRenderer(locale: Locale(identifier: locale))
        let english = try #require(renderer.fast, "fast path declined for \(locale)")
        let reference = Self.reference(locale, .ordinal)
        let ranks = Gen.oneOf(Gen.int(in: -200...2000), Gen.int(in: -999_999_999_999...999_999_999_999))
        await propertyCheck(count: 3000, input: ranks) { n in
            if let fast = english.format(n) {
                #expect(fast == reference.string(from: NSNumber(value: n)))
            }
            #expect(renderer.format(n) == reference.string(from: NSNumber(value: n)))
        }
    }

    @Test("French ordinals (1er, 2e) are not a constant affix and fall back to Foundation")
    func frenchOrdinals() {
        let renderer = OrdinalRenderer(locale: Locale(identifier: "fr_FR"))
        #expect(renderer.fast == nil)
        #expect(renderer.format(1) == "1er")
        #expect(renderer.format(21) == Self.reference("fr_FR", .ordinal).string(from: 21))
    }

    @Test("a locale with non-ASCII digits falls back to Foundation")
    func fallback() {
        let site = SiteFormatter(settings: FormatSettings(locale: "ar_EG"))
        let renderer = NumberRenderer(
            formatter: FoundationFormatters.decimal(locale: Locale(identifier: "ar_EG"), minimumFractionDigits: 0,
                                                    maximumFractionDigits: 2),
            minimumFractionDigits: 0, maximumFractionDigits: 2)
        #expect(renderer.fast == nil)
        #expect(site.integer(1234) == Self.reference("ar_EG", .decimal).string(from: 1234))
    }
}
