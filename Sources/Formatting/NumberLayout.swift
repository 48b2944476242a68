import Foundation

/// A locale's number shape read once from a configured NumberFormatter — separators, grouping and
/// the text around the digits — so digits can be written by hand. Only usable after
/// `NumberRenderer` has checked it against the formatter it came from.
struct NumberLayout: Sendable {
    /// 0 when the locale does not group.
    var groupingSize: Int
    /// CLDR's minimumGroupingDigits: 2 in es_ES ("1000" but "10.000").
    var minimumGroupingDigits: Int
    /// All six texts in one buffer, so a copy of the layout retains one array, not six (hot path).
    private var storage: [UInt8] = []
    private var ends: (Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0)

    var decimalSeparator: [UInt8] { get { piece(0) } set { setPiece(0, newValue) } }
    var groupingSeparator: [UInt8] { get { piece(1) } set { setPiece(1, newValue) } }
    var positivePrefix: [UInt8] { get { piece(2) } set { setPiece(2, newValue) } }
    var positiveSuffix: [UInt8] { get { piece(3) } set { setPiece(3, newValue) } }
    var negativePrefix: [UInt8] { get { piece(4) } set { setPiece(4, newValue) } }
    var negativeSuffix: [UInt8] { get { piece(5) } set { setPiece(5, newValue) } }

    private func bounds(_ index: Int) -> Range<Int> {
        let all = [0, ends.0, ends.1, ends.2, ends.3, ends.4, ends.5]
        return all[index]..<all[index + 1]
    }

    private func piece(_ index: Int) -> [UInt8] { Array(storage[bounds(index)]) }

    private mutating func setPiece(_ index: Int, _ bytes: [UInt8]) {
        var pieces = (0..<6).map(piece)
        pieces[index] = bytes
        storage = pieces.flatMap { $0 }
        var end = 0
        let counts = pieces.map { piece -> Int in
            end += piece.count
            return end
        }
        ends = (counts[0], counts[1], counts[2], counts[3], counts[4], counts[5])
    }

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
        groupingSize = formatter.usesGroupingSeparator ? max(0, formatter.groupingSize) : 0
        minimumGroupingDigits = 1
        decimalSeparator = Array(decimal.utf8)
        groupingSeparator = Array(grouping.utf8)
        (positivePrefix, positiveSuffix) = positive
        (negativePrefix, negativeSuffix) = negative
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
        let prefixRange = negative ? ends.3..<ends.4 : ends.1..<ends.2
        let suffixRange = negative ? ends.4..<ends.5 : ends.2..<ends.3
        let decimalRange = 0..<ends.0
        let groupingRange = ends.0..<ends.1
        var integerDigits = 1
        var rest = integer
        while rest >= 10 {
            rest /= 10
            integerDigits += 1
        }
        let groups = groupingSize > 0 && integerDigits >= groupingSize + minimumGroupingDigits
            ? (integerDigits - 1) / groupingSize : 0
        var length = prefixRange.count + integerDigits + groups * groupingRange.count + suffixRange.count
        if fractionDigits > 0 { length += decimalRange.count + fractionDigits }
        return storage.withUnsafeBufferPointer { source in
            String(unsafeUninitializedCapacity: length) { buffer in
                var cursor = length
                func put(_ range: Range<Int>) {
                    cursor -= range.count
                    var target = cursor
                    for index in range {
                        buffer[target] = source[index]
                        target += 1
                    }
                }
                put(suffixRange)
                if fractionDigits > 0 {
                    var value = fraction
                    for _ in 0..<fractionDigits {
                        cursor -= 1
                        buffer[cursor] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10)
                        value /= 10
                    }
                    put(decimalRange)
                }
                var value = integer
                for position in 0..<integerDigits {
                    if groups > 0, position > 0, position % groupingSize == 0 { put(groupingRange) }
                    cursor -= 1
                    buffer[cursor] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10)
                    value /= 10
                }
                put(prefixRange)
                return length
            }
        }
    }
}
