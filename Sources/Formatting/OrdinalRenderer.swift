import Foundation

/// Ordinals ("1st", "22nd", "113th"; "3." in German). Written by hand when the locale's ordinal is
/// the grouped integer plus affixes chosen by a known rule, checked against Foundation's ordinal
/// formatter (~7 µs a call) at creation; otherwise Foundation, remembering small ranks since a
/// leaderboard repeats them on every page.
final class OrdinalRenderer {
    private let formatter: NumberFormatter
    /// nil when the locale's ordinals follow neither English rules nor a constant affix (fr: "1er", "2e").
    let fast: AffixOrdinals?
    private var memo: [String?]

    init(locale: Locale) {
        formatter = FoundationFormatters.ordinal(locale: locale)
        let integers = FoundationFormatters.decimal(locale: locale, minimumFractionDigits: 0, maximumFractionDigits: 0)
        let rule: AffixOrdinals.Rule = locale.language.languageCode?.identifier == "en" ? .english : .constant
        if let layout = NumberLayout(formatter: integers),
           let candidate = AffixOrdinals(rule: rule, integerLayout: layout, formatter: formatter),
           Self.agrees(candidate, formatter: formatter) {
            fast = candidate
        } else {
            fast = nil
        }
        memo = fast == nil ? Array(repeating: nil, count: Self.memoSize) : []
    }

    private static let memoSize = 10_000

    func format(_ n: Int) -> String {
        if let fast, let text = fast.format(n) { return text }
        guard n >= 0, n < memo.count else { return slowFormat(n) }
        if let text = memo[n] { return text }
        let text = slowFormat(n)
        memo[n] = text
        return text
    }

    func slowFormat(_ n: Int) -> String {
        formatter.string(from: NSNumber(value: n)) ?? String(n)
    }

    private static let probes = [0, 1, 2, 3, 4, 5, 10, 11, 12, 13, 21, 22, 23, 101, 102, 111, 112, 113, 1001, 1011, 12345,
                                 1_234_567, 2_147_483_647, -1, -2, -11, -21, -1234]

    private static func agrees(_ fast: AffixOrdinals, formatter: NumberFormatter) -> Bool {
        probes.allSatisfy { n in
            fast.format(n).map { $0 == formatter.string(from: NSNumber(value: n)) } ?? true
        }
    }
}

/// Ordinals as the locale's grouped integer between affixes read from Foundation's own ordinals.
struct AffixOrdinals: Sendable {
    enum Rule: Sendable {
        /// CLDR's English rule: one → "st" (not 11), two → "nd" (not 12), few → "rd" (not 13), other → "th".
        case english
        /// The same affixes for every number (de "3.", es "3.º", it "3º", ja "第3").
        case constant
    }

    let rule: Rule
    /// One layout per affix form: English st, nd, rd, th; constant: one.
    private let layouts: [NumberLayout]

    /// Reads each form's affixes from the ordinal of a number that takes it (English 1, 2, 3, 4; constant 4).
    init?(rule: Rule, integerLayout: NumberLayout, formatter: NumberFormatter) {
        self.rule = rule
        let samples = rule == .english ? [1, 2, 3, 4] : [4]
        var layouts: [NumberLayout] = []
        for sample in samples {
            guard let positive = formatter.string(from: NSNumber(value: sample)).flatMap(Self.affixes),
                  let negative = formatter.string(from: NSNumber(value: -sample)).flatMap(Self.affixes)
            else { return nil }
            var layout = integerLayout
            (layout.positivePrefix, layout.positiveSuffix) = positive
            (layout.negativePrefix, layout.negativeSuffix) = negative
            layouts.append(layout)
        }
        self.layouts = layouts
    }

    private static func affixes(_ text: String) -> ([UInt8], [UInt8])? {
        let bytes = Array(text.utf8)
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        guard let first = bytes.firstIndex(where: isDigit), let last = bytes.lastIndex(where: isDigit) else { return nil }
        return (Array(bytes[..<first]), Array(bytes[(last + 1)...]))
    }

    /// nil beyond Int32: there ICU picks "th" for every rank (2,147,483,651th), and Foundation is the reference.
    func format(_ n: Int) -> String? {
        let magnitude = n.magnitude
        guard magnitude <= Int32.max.magnitude else { return nil }
        let index: Int
        switch rule {
        case .constant:
            index = 0
        case .english:
            let lastTwo = magnitude % 100
            switch (lastTwo % 10, lastTwo / 10) {
            case (1, let tens) where tens != 1: index = 0
            case (2, let tens) where tens != 1: index = 1
            case (3, let tens) where tens != 1: index = 2
            default: index = 3
            }
        }
        return layouts[index].render(negative: n < 0, integer: UInt64(magnitude), fraction: 0, fractionDigits: 0)
    }
}
