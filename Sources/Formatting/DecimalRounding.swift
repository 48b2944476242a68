/// Rounds a Double to a fixed number of decimals the way Foundation (ICU) does — half-even on the
/// shortest decimal that round-trips — without building that decimal, whenever it is safe.
enum DecimalRounding {
    static let powersOfTen: [Double] = (0...18).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// `|value| × 10^scale` rounded to an integer, or nil when only the slow path can be trusted:
    /// too large, not finite, or so close to a half that the binary error could flip the tie.
    static func scaledUnits(_ value: Double, scale: Int) -> (negative: Bool, units: UInt64)? {
        guard value.isFinite, scale >= 0, scale < powersOfTen.count else { return nil }
        let scaled = value.magnitude * powersOfTen[scale]
        guard scaled < 0x1p50 else { return nil }
        let floor = scaled.rounded(.down)
        let fraction = scaled - floor
        // Multiplication and shortest-decimal error stay within ~1.5 ulp of `scaled`.
        let units: UInt64
        if (fraction - 0.5).magnitude > 4 * scaled.ulp {
            units = UInt64(floor) + (fraction > 0.5 ? 1 : 0)
        } else {
            guard let exact = shortestDecimalUnits(value.magnitude, scale: scale) else { return nil }
            units = exact
        }
        return (value.sign == .minus && units != 0, units)
    }

    /// Half-even rounding of the shortest round-trip decimal (Swift's `description`, the same digits
    /// ICU's double-conversion picks) to `scale` decimals: exact for near-ties, ~70 ns.
    static func shortestDecimalUnits(_ magnitude: Double, scale: Int) -> UInt64? {
        var digits: [UInt8] = []
        digits.reserveCapacity(24)
        var pointPosition: Int?
        var exponent = 0
        var bytes = magnitude.description.utf8.makeIterator()
        while let byte = bytes.next() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits.append(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "."): pointPosition = digits.count
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                var rest = ""
                while let next = bytes.next() { rest.append(Character(Unicode.Scalar(next))) }
                guard let value = Int(rest) else { return nil }
                exponent = value
            default: return nil
            }
        }
        let kept = (pointPosition ?? digits.count) + exponent + scale
        guard kept <= 18 else { return nil }
        var units: UInt64 = 0
        for index in 0..<max(kept, 0) {
            units = units * 10 + UInt64(index < digits.count ? digits[index] : 0)
        }
        let rest = kept < 0 ? [] : Array(digits.dropFirst(kept))
        guard kept >= 0, let first = rest.first else { return units }
        if first > 5 || (first == 5 && (rest.dropFirst().contains { $0 != 0 } || units % 2 == 1)) {
            units += 1
        }
        return units
    }

    /// The largest magnitude that Foundation rounds to zero at `scale` decimals (half-even on a tie),
    /// used to show "0" instead of ICU's "-0".
    static func roundsToZero(_ value: Double, scale: Int) -> Bool {
        guard scale >= 0, scale < 18, let half = Double("5e-\(scale + 1)") else { return false }
        return value.magnitude <= half
    }
}
