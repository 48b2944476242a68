import Foundation

/// A locale's number shape read once from a configured NumberFormatter — separators, grouping and
/// the text around the digits — so digits can be written by hand. Only usable after
/// `NumberRenderer` has checked it against the formatter it came from.
struct NumberLayout: Sendable, Equatable {
    var decimalSeparator: [UInt8]
    var groupingSeparator: [UInt8]
    /// 0 when the locale does not group.
    var groupingSize: Int
    /// CLDR's minimumGroupingDigits: 2 in es_ES ("1000" but "10.000").
    var minimumGroupingDigits: Int
    var positivePrefix: [UInt8]
    var positiveSuffix: [UInt8]
    var negativePrefix: [UInt8]
    var negativeSuffix: [UInt8]

    /// Reads the layout by formatting 0, -1 and a first grouped value; nil when the output does
    /// not have the plain prefix-digits-suffix shape (non-ASCII digits, Indian grouping…).
    /// `multiplierExponent`: 2 when the formatter multiplies by 100 (percent), so probes are scaled down.
    init?(formatter: NumberFormatter, multiplierExponent: Int = 0) {
        let currency = formatter.numberStyle == .currency
        let decimal = (currency ? formatter.currencyDecimalSeparator : formatter.decimalSeparator) ?? "."
        let grouping = (currency ? formatter.currencyGroupingSeparator : formatter.groupingSeparator) ?? ","
        let secondary = formatter.secondaryGroupingSize
        guard secondary == 0 || secondary == formatter.groupingSize,
              let zero = formatter.string(from: 0), let minusOne = formatter.string(from: -1),
              let positive = Self.affixes(zero), let negative = Self.affixes(minusOne)
        else { return nil }
        decimalSeparator = Array(decimal.utf8)
        groupingSeparator = Array(grouping.utf8)
        groupingSize = formatter.usesGroupingSeparator ? max(0, formatter.groupingSize) : 0
        (positivePrefix, positiveSuffix) = positive
        (negativePrefix, negativeSuffix) = negative
        minimumGroupingDigits = 1
        if groupingSize > 0, groupingSize < 10 {
            let probe = Double(Self.powerOfTen(groupingSize)) / Double(Self.powerOfTen(multiplierExponent))
            let first = formatter.string(from: NSNumber(value: probe)) ?? ""
            minimumGroupingDigits = first.utf8.count > 0 && !first.contains(grouping) ? 2 : 1
        }
    }

    /// The text before the first ASCII digit and after the last one.
    private static func affixes(_ text: String) -> ([UInt8], [UInt8])? {
        let bytes = Array(text.utf8)
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        guard let first = bytes.firstIndex(where: isDigit), let last = bytes.lastIndex(where: isDigit) else { return nil }
        return (Array(bytes[..<first]), Array(bytes[(last + 1)...]))
    }

    static func powerOfTen(_ exponent: Int) -> UInt64 {
        var value: UInt64 = 1
        for _ in 0..<exponent { value &*= 10 }
        return value
    }

    /// Writes affixes, grouped integer digits and `fractionDigits` digits of `fraction` (zero-padded on the left).
    func render(negative: Bool, integer: UInt64, fraction: UInt64, fractionDigits: Int) -> String {
        let prefix = negative ? negativePrefix : positivePrefix
        let suffix = negative ? negativeSuffix : positiveSuffix
        var integerDigits = 1
        var rest = integer
        while rest >= 10 {
            rest /= 10
            integerDigits += 1
        }
        let groups = groupingSize > 0 && integerDigits >= groupingSize + minimumGroupingDigits
            ? (integerDigits - 1) / groupingSize : 0
        var length = prefix.count + integerDigits + groups * groupingSeparator.count + suffix.count
        if fractionDigits > 0 { length += decimalSeparator.count + fractionDigits }
        return String(unsafeUninitializedCapacity: length) { buffer in
            var cursor = length
            func put(_ bytes: [UInt8]) {
                cursor -= bytes.count
                for (offset, byte) in bytes.enumerated() { buffer[cursor + offset] = byte }
            }
            put(suffix)
            if fractionDigits > 0 {
                var value = fraction
                for _ in 0..<fractionDigits {
                    cursor -= 1
                    buffer[cursor] = UInt8(ascii: "0") + UInt8(value % 10)
                    value /= 10
                }
                put(decimalSeparator)
            }
            var value = integer
            for position in 0..<integerDigits {
                if groups > 0, position > 0, position % groupingSize == 0 { put(groupingSeparator) }
                cursor -= 1
                buffer[cursor] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
            }
            put(prefix)
            return length
        }
    }
}
