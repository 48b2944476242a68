import Foundation

/// Parses ISO 8601 / RFC 3339 timestamps and date-only values by hand: a formatter per call
/// would cost microseconds, and Input parses several timestamps per contest.
///
/// Accepted: `YYYY-MM-DD`, optionally followed by `T`, `t` or a space, `HH:MM` with optional
/// `:SS` and `.fraction`, and an optional `Z`/`z` or `±HH:MM`/`±HHMM`/`±HH` offset (none means UTC).
/// Date-only values become midnight UTC with `hasTime == false`.
public enum TimestampParser {
    public static func parse(_ text: String) -> Timestamp? {
        var copy = text
        return copy.withUTF8 { bytes in
            var scanner = Scanner(bytes: bytes)
            guard let seconds = scanner.parse() else { return nil }
            let date = Date(timeIntervalSince1970: Double(seconds.whole) + seconds.fraction)
            return Timestamp(date: date, hasTime: seconds.hasTime, raw: text)
        }
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's `days_from_civil`).
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    private struct Parsed {
        var whole: Int
        var fraction: Double
        var hasTime: Bool
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        mutating func parse() -> Parsed? {
            guard let year = digits(4), expect(UInt8(ascii: "-")),
                  let month = digits(2), expect(UInt8(ascii: "-")),
                  let day = digits(2),
                  (1...12).contains(month), (1...TimestampParser.daysInMonth(year: year, month: month)).contains(day)
            else { return nil }
            let days = TimestampParser.daysSinceEpoch(year: year, month: month, day: day)
            if index == bytes.count { return Parsed(whole: days * 86_400, fraction: 0, hasTime: false) }
            guard let separator = next(), separator == UInt8(ascii: "T") || separator == UInt8(ascii: "t")
                    || separator == UInt8(ascii: " ") else { return nil }
            guard let hour = digits(2), expect(UInt8(ascii: ":")), let minute = digits(2),
                  hour < 24, minute < 60 else { return nil }
            var second = 0
            var fraction = 0.0
            if peek() == UInt8(ascii: ":") {
                index += 1
                guard let value = digits(2), value <= 60 else { return nil }
                second = value
                if peek() == UInt8(ascii: ".") || peek() == UInt8(ascii: ",") {
                    index += 1
                    guard let value = fractionDigits() else { return nil }
                    fraction = value
                }
            }
            guard let offset = offsetSeconds(), index == bytes.count else { return nil }
            let whole = days * 86_400 + hour * 3_600 + minute * 60 + second - offset
            return Parsed(whole: whole, fraction: fraction, hasTime: true)
        }

        /// Seconds east of UTC; 0 for `Z` or no designator.
        private mutating func offsetSeconds() -> Int? {
            guard let sign = peek() else { return 0 }
            if sign == UInt8(ascii: "Z") || sign == UInt8(ascii: "z") {
                index += 1
                return 0
            }
            guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return nil }
            index += 1
            guard let hours = digits(2), hours < 24 else { return nil }
            var minutes = 0
            if peek() == UInt8(ascii: ":") { index += 1 }
            if index < bytes.count {
                guard let value = digits(2), value < 60 else { return nil }
                minutes = value
            }
            let total = hours * 3_600 + minutes * 60
            return sign == UInt8(ascii: "-") ? -total : total
        }

        private mutating func fractionDigits() -> Double? {
            var value = 0
            var scale = 1
            var count = 0
            while let byte = peek(), byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                if count < 9 {
                    value = value * 10 + Int(byte - UInt8(ascii: "0"))
                    scale *= 10
                }
                count += 1
                index += 1
            }
            return count == 0 ? nil : Double(value) / Double(scale)
        }

        private mutating func digits(_ count: Int) -> Int? {
            guard index + count <= bytes.count else { return nil }
            var value = 0
            for offset in 0..<count {
                let byte = bytes[index + offset]
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            index += count
            return value
        }

        private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

        private mutating func next() -> UInt8? {
            defer { index += 1 }
            return peek()
        }

        private mutating func expect(_ byte: UInt8) -> Bool {
            guard peek() == byte else { return false }
            index += 1
            return true
        }
    }
}
