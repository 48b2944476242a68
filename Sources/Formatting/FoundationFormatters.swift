import Foundation

/// Builds Foundation's formatters, each about 160 µs to create: callers build them once per
/// locale, currency and precision and keep them. They are the reference the fast paths must match.
enum FoundationFormatters {
    static func decimal(locale: Locale, minimumFractionDigits: Int, maximumFractionDigits: Int) -> NumberFormatter {
        let formatter = base(locale: locale, style: .decimal)
        formatter.minimumFractionDigits = minimumFractionDigits
        formatter.maximumFractionDigits = maximumFractionDigits
        if minimumFractionDigits > 0 {
            // swift-corelibs-foundation ignores maximumFractionDigits on decimal formatters once the
            // minimum is above 0 (min = max = 1 formats 8756.0512 as "8,756.051"), so the fraction
            // part is set through the locale's own pattern instead.
            let integerPart = formatter.positiveFormat.split(separator: ".", maxSplits: 1).first.map(String.init) ?? "#,##0"
            let optional = max(0, maximumFractionDigits - minimumFractionDigits)
            formatter.positiveFormat = integerPart + "." + String(repeating: "0", count: minimumFractionDigits)
                + String(repeating: "#", count: optional)
        }
        return formatter
    }

    static func currency(locale: Locale, code: String, digits: Int) -> NumberFormatter {
        let formatter = base(locale: locale, style: .currency)
        // Setting the code resets the digits to CLDR's; ISO 4217's must win.
        formatter.currencyCode = code
        formatter.minimumFractionDigits = digits
        formatter.maximumFractionDigits = digits
        return formatter
    }

    /// `valuesArePercent`: the value is already ×100 (50.0 → "50%"), so Foundation must not multiply.
    static func percent(locale: Locale, minimumFractionDigits: Int, maximumFractionDigits: Int,
                        valuesArePercent: Bool) -> NumberFormatter {
        let formatter = base(locale: locale, style: .percent)
        formatter.minimumFractionDigits = minimumFractionDigits
        formatter.maximumFractionDigits = maximumFractionDigits
        if valuesArePercent { formatter.multiplier = 1 }
        return formatter
    }

    static func ordinal(locale: Locale) -> NumberFormatter {
        base(locale: locale, style: .ordinal)
    }

    private static func base(locale: Locale, style: NumberFormatter.Style) -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = style
        formatter.roundingMode = .halfEven
        return formatter
    }
}
