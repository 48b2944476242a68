import Foundation

/// Ordinals ("1st", "22nd", "113th"). English uses CLDR's rules by hand; other locales use
/// Foundation's ordinal formatter (~7 µs a call), remembering small ranks since a leaderboard
/// repeats them on every page.
final class OrdinalRenderer {
    private let formatter: NumberFormatter
    let english: EnglishOrdinals?
    private var memo: [String?]

    init(locale: Locale) {
        formatter = FoundationFormatters.ordinal(locale: locale)
        memo = []
        let integers = FoundationFormatters.decimal(locale: locale, minimumFractionDigits: 0, maximumFractionDigits: 0)
        let isEnglish = locale.language.languageCode?.identifier == "en"
        if isEnglish, let layout = NumberLayout(formatter: integers) {
            let candidate = EnglishOrdinals(layout: layout)
            english = Self.agrees(candidate, formatter: formatter) ? candidate : nil
        } else {
            english = nil
        }
        if english == nil { memo = Array(repeating: nil, count: Self.memoSize) }
    }

    private static let memoSize = 1024

    func format(_ n: Int) -> String {
        if let english, let text = english.format(n) { return text }
        guard n >= 0, n < memo.count else { return slowFormat(n) }
        if let text = memo[n] { return text }
        let text = slowFormat(n)
        memo[n] = text
        return text
    }

    func slowFormat(_ n: Int) -> String {
        formatter.string(from: NSNumber(value: n)) ?? String(n)
    }

    private static let probes = [0, 1, 2, 3, 4, 10, 11, 12, 13, 21, 22, 23, 101, 111, 112, 113, 1001, 1011, 12345,
                                 1_234_567, -1, -2, -11, -21, -1234]

    private static func agrees(_ english: EnglishOrdinals, formatter: NumberFormatter) -> Bool {
        probes.allSatisfy { n in
            english.format(n).map { $0 == formatter.string(from: NSNumber(value: n)) } ?? true
        }
    }
}

/// CLDR's English ordinal rule: one → "st" (not 11), two → "nd" (not 12), few → "rd" (not 13), other → "th".
struct EnglishOrdinals: Sendable {
    private let layouts: [NumberLayout]

    init(layout: NumberLayout) {
        layouts = ["st", "nd", "rd", "th"].map { suffix in
            var ordinal = layout
            ordinal.positivePrefix = []
            ordinal.positiveSuffix = Array(suffix.utf8)
            // ICU's ordinal rules write U+2212 MINUS SIGN, unlike its decimal patterns.
            ordinal.negativePrefix = Array("\u{2212}".utf8)
            ordinal.negativeSuffix = Array(suffix.utf8)
            return ordinal
        }
    }

    /// nil beyond Int32: there ICU picks "th" for every rank (2,147,483,651th), and Foundation is the reference.
    func format(_ n: Int) -> String? {
        let magnitude = n.magnitude
        guard magnitude <= Int32.max.magnitude else { return nil }
        let lastTwo = magnitude % 100
        let index: Int
        switch (lastTwo % 10, lastTwo / 10) {
        case (1, let tens) where tens != 1: index = 0
        case (2, let tens) where tens != 1: index = 1
        case (3, let tens) where tens != 1: index = 2
        default: index = 3
        }
        return layouts[index].render(negative: n < 0, integer: UInt64(magnitude), fraction: 0, fractionDigits: 0)
    }
}
