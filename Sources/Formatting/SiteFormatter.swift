import Domain
import Foundation

/// Formats everything the pages show, in the site's locale and time zone. Create one per build
/// worker: it builds Foundation's formatters (~160 µs each) lazily and keeps them, so no
/// formatter is ever created per value. Not thread-safe; its `CellFormatter`s share its caches.
public final class SiteFormatter {
    public let settings: FormatSettings
    let locale: Locale
    let timeZone: TimeZone
    private var renderers: [RendererKey: NumberRenderer] = [:]
    private lazy var ordinals = OrdinalRenderer(locale: locale)
    private lazy var dates = DateRenderer(locale: locale, timeZone: timeZone)

    public init(settings: FormatSettings) {
        self.settings = settings
        locale = Locale(identifier: settings.locale)
        timeZone = TimeZone(identifier: settings.timeZone) ?? TimeZone(secondsFromGMT: 0) ?? .current
    }

    /// "1st", "22nd", "113th" in English; the locale's ordinal elsewhere.
    public func ordinal(_ n: Int) -> String { ordinals.format(n) }

    /// "1st" for a single rank, "4th–10th" (en dash) for a range.
    public func rankRange(min: Int, max: Int) -> String {
        min == max ? ordinal(min) : ordinal(min) + "\u{2013}" + ordinal(max)
    }

    /// Minor units with the currency's ISO 4217 digits, symbol placed per locale: "$5.00", "¥500", "BHD 0.500".
    public func money(_ money: Money) -> String {
        let code = CurrencyDigits.normalizedCode(money.currency)
        return currencyRenderer(code).format(units: money.minorUnits, scale: CurrencyDigits.minorDigits(code))
    }

    /// An entry fee: `free` ("Free" in the site's words) when zero.
    public func fee(_ money: Money, free: String) -> String {
        money.minorUnits == 0 ? free : self.money(money)
    }

    /// A payout amount: currency-formatted, `toBeDecided` ("TBD" in the site's words) before settlement.
    public func payoutAmount(_ amount: PayoutAmount, currency: String, toBeDecided: String) -> String {
        switch amount {
        case .minorUnits(let units):
            return money(Money(minorUnits: units, currency: currency))
        case .majorUnits(let value):
            guard value.isFinite else { return CellText.asGiven(.number(value)) }
            return currencyRenderer(CurrencyDigits.normalizedCode(currency)).format(value)
        case .toBeDecided:
            return toBeDecided
        }
    }

    /// A share already in percent: 50.0 → "50%", 12.5 → "12.5%" (at most 2 decimals).
    public func percent(_ percentValue: Double) -> String {
        guard percentValue.isFinite else { return CellText.asGiven(.number(percentValue)) }
        return renderer(.percent(minimum: 0, maximum: 2, valuesArePercent: true)).format(percentValue)
    }

    /// A whole number with grouping: 1,234.
    public func integer(_ n: Int) -> String {
        renderer(.decimal(minimum: 0, maximum: 0)).format(units: Int64(n), scale: 0)
    }

    /// Date and time with zone name in the site's time zone ("Jan 18, 2026 at 3:15 PM EST" in en_US),
    /// or the date alone for date-only values.
    public func timestamp(_ t: Timestamp) -> String { dates.text(t) }

    /// The ISO 8601 value for `<time datetime="…">`: "2026-01-18" or "2026-01-18T20:15:00Z".
    public func machineTimestamp(_ t: Timestamp) -> String { dates.machineValue(t) }

    /// Builds a column's formatter once; call `format` on it for every cell.
    public func cellFormatter(for column: Column, contestCurrency: String) -> CellFormatter {
        let precision = column.precision.map { Swift.min(Swift.max($0, 0), 9) }
        switch column.kind {
        case .ordinal:
            return CellFormatter(strategy: .ordinal(ordinals))
        case .numeric:
            let key = RendererKey.decimal(minimum: precision ?? 0, maximum: precision ?? 2)
            return CellFormatter(strategy: .numeric(renderer(key)))
        case .currency:
            let code = CurrencyDigits.normalizedCode(column.currency ?? contestCurrency)
            let majorUnits = column.valuesAreMajorUnits || column.hint == "major_units"
            return CellFormatter(strategy: .currency(currencyRenderer(code), digits: CurrencyDigits.minorDigits(code),
                                                     majorUnits: majorUnits))
        case .percentage:
            let key = RendererKey.percent(minimum: precision ?? 0, maximum: precision ?? 0, valuesArePercent: false)
            return CellFormatter(strategy: .percentage(renderer(key)))
        case .date:
            return CellFormatter(strategy: .date(dates))
        case .string, .other:
            return CellFormatter(strategy: .text)
        }
    }

    private func currencyRenderer(_ code: String) -> NumberRenderer {
        renderer(.currency(code: code))
    }

    private func renderer(_ key: RendererKey) -> NumberRenderer {
        if let cached = renderers[key] { return cached }
        let created: NumberRenderer
        switch key {
        case let .decimal(minimum, maximum):
            created = NumberRenderer(
                formatter: FoundationFormatters.decimal(locale: locale, minimumFractionDigits: minimum,
                                                        maximumFractionDigits: maximum),
                minimumFractionDigits: minimum, maximumFractionDigits: maximum)
        case let .currency(code):
            let digits = CurrencyDigits.minorDigits(code)
            created = NumberRenderer(formatter: FoundationFormatters.currency(locale: locale, code: code, digits: digits),
                                     minimumFractionDigits: digits, maximumFractionDigits: digits)
        case let .percent(minimum, maximum, valuesArePercent):
            created = NumberRenderer(
                formatter: FoundationFormatters.percent(locale: locale, minimumFractionDigits: minimum,
                                                        maximumFractionDigits: maximum, valuesArePercent: valuesArePercent),
                minimumFractionDigits: minimum, maximumFractionDigits: maximum, multiplierExponent: valuesArePercent ? 0 : 2)
        }
        renderers[key] = created
        return created
    }
}

/// Identifies one configured Foundation formatter and its fast path.
enum RendererKey: Hashable {
    case decimal(minimum: Int, maximum: Int)
    case currency(code: String)
    case percent(minimum: Int, maximum: Int, valuesArePercent: Bool)
}
