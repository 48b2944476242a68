/// The hand-written number path: digits rounded like Foundation, written into a locale's layout.
/// Returns nil for whatever it cannot do exactly, and the caller asks Foundation instead.
struct FastNumber: Sendable {
    let layout: NumberLayout
    let minimumFractionDigits: Int
    let maximumFractionDigits: Int
    /// 2 for percent styles that multiply by 100, else 0.
    let multiplierExponent: Int

    func format(_ value: Double) -> String? {
        // ICU multiplies percents in binary before rounding (5.8105 → 581.0500000000001 → "581.1%"), so do the same.
        let shown = multiplierExponent == 0 ? value : value * DecimalRounding.powersOfTen[multiplierExponent]
        guard let rounded = DecimalRounding.scaledUnits(shown, scale: maximumFractionDigits) else { return nil }
        return render(negative: rounded.negative, units: rounded.units, scale: maximumFractionDigits)
    }

    /// The exact decimal `units / 10^scale`.
    func format(units: Int64, scale: Int) -> String? {
        guard scale <= maximumFractionDigits, scale < 19, multiplierExponent == 0 else { return nil }
        return render(negative: units < 0, units: units.magnitude, scale: scale)
    }

    /// Drops trailing fraction zeros down to the minimum digits (and pads up to it), as Foundation does.
    private func render(negative: Bool, units: UInt64, scale: Int) -> String? {
        let divisor = NumberLayout.powerOfTen(scale)
        var fraction = units % divisor
        var digits = scale
        while digits > minimumFractionDigits, fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        while digits < minimumFractionDigits {
            let (product, overflow) = fraction.multipliedReportingOverflow(by: 10)
            guard !overflow, digits < 18 else { return nil }
            fraction = product
            digits += 1
        }
        return layout.render(negative: negative && units != 0, integer: units / divisor, fraction: fraction,
                             fractionDigits: digits)
    }
}
