import Foundation

/// One configured number style (decimal, currency or percent at fixed digits). Its fast path is
/// switched on only when it reproduces Foundation on a set of probe values; Foundation's
/// formatter stays as the fallback for whatever the fast path declines.
final class NumberRenderer: Sendable {
    let formatter: NumberFormatter
    /// nil: this locale's output has a shape the fast path does not model.
    let fast: FastNumber?
    let maximumFractionDigits: Int
    let multiplierExponent: Int

    /// The digits are passed in, not read back: a formatter configured through its pattern reports stale ones.
    init(formatter: NumberFormatter, minimumFractionDigits: Int, maximumFractionDigits: Int, multiplierExponent: Int = 0) {
        self.formatter = formatter
        self.maximumFractionDigits = maximumFractionDigits
        self.multiplierExponent = multiplierExponent
        let candidate = NumberLayout(formatter: formatter, multiplierExponent: multiplierExponent).map {
            FastNumber(layout: $0, minimumFractionDigits: minimumFractionDigits,
                       maximumFractionDigits: maximumFractionDigits, multiplierExponent: multiplierExponent)
        }
        if let candidate, Self.agrees(candidate, formatter: formatter, multiplierExponent: multiplierExponent) {
            fast = candidate
        } else {
            fast = nil
        }
    }

    /// A binary floating-point value at this renderer's digits. Non-finite values are the caller's.
    func format(_ value: Double) -> String {
        if let text = fast?.format(value) { return text }
        return Self.slowFormat(value, formatter: formatter, scale: maximumFractionDigits,
                               multiplierExponent: multiplierExponent)
    }

    /// The exact decimal `units / 10^scale`; `scale` should not exceed the maximum fraction digits.
    func format(units: Int64, scale: Int) -> String {
        if let text = fast?.format(units: units, scale: scale) { return text }
        return Self.slowFormat(units: units, scale: scale, formatter: formatter)
    }

    /// Foundation, except that a value shown as zero never reads "-0".
    static func slowFormat(_ value: Double, formatter: NumberFormatter, scale: Int, multiplierExponent: Int) -> String {
        let multiplied = value * DecimalRounding.powersOfTen[multiplierExponent]
        let shown = DecimalRounding.roundsToZero(multiplied, scale: scale) ? 0 : value
        return formatter.string(from: NSNumber(value: shown)) ?? value.description
    }

    static func slowFormat(units: Int64, scale: Int, formatter: NumberFormatter) -> String {
        let number = NSDecimalNumber(mantissa: units.magnitude, exponent: Int16(-scale), isNegative: units < 0)
        return formatter.string(from: number) ?? units.description
    }

    private static let probeValues: [Double] = [
        0, 1, -1, 0.5, -0.25, 7.125, 12.34, -12.34, 999.99, 1000, -1000, 1234.5, 10000, -99999.5,
        123456.78, -1234567.891, 98765432.1, 0.004, 0.0375, 0.8567,
    ]
    private static let probeUnits: [Int64] = [0, 5, -5, 100, 12345, -99999, 100000, 123456789, -1000000000]

    private static func agrees(_ fast: FastNumber, formatter: NumberFormatter, multiplierExponent: Int) -> Bool {
        let scale = fast.maximumFractionDigits
        for value in probeValues {
            if let text = fast.format(value),
               text != slowFormat(value, formatter: formatter, scale: scale, multiplierExponent: multiplierExponent) {
                return false
            }
        }
        for units in probeUnits {
            for unitScale in Set([0, fast.maximumFractionDigits]) {
                if let text = fast.format(units: units, scale: unitScale),
                   text != slowFormat(units: units, scale: unitScale, formatter: formatter) { return false }
            }
        }
        return true
    }
}
