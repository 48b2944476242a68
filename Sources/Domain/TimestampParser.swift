import Foundation

/// Parses ISO 8601 / RFC 3339 timestamps (fraction and offset optional) and date-only values.
public enum TimestampParser {
    public static func parse(_ text: String) -> Timestamp? {
        let utf8 = Array(text.utf8)
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= utf8.count else { return nil }
            var value = 0
            for index in range {
                let byte = utf8[index]
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            return value
        }
        guard utf8.count >= 10, let year = number(0..<4), utf8[4] == 0x2D, let month = number(5..<7),
              utf8[7] == 0x2D, let day = number(8..<10), (1...12).contains(month), (1...31).contains(day) else { return nil }
        var components = DateComponents(calendar: nil, timeZone: nil, year: year, month: month, day: day)
        if utf8.count == 10 {
            guard let date = utcDate(components) else { return nil }
            return Timestamp(date: date, hasTime: false, raw: text)
        }
        guard utf8.count >= 19, utf8[10] == 0x54 || utf8[10] == 0x74 || utf8[10] == 0x20,
              let hour = number(11..<13), utf8[13] == 0x3A, let minute = number(14..<16), utf8[16] == 0x3A,
              let second = number(17..<19), hour < 24, minute < 60, second < 61 else { return nil }
        components.hour = hour
        components.minute = minute
        components.second = second
        var index = 19
        var fraction = 0.0
        if index < utf8.count, utf8[index] == 0x2E {
            index += 1
            var scale = 0.1
            let start = index
            while index < utf8.count, utf8[index] >= 0x30, utf8[index] <= 0x39 {
                fraction += Double(utf8[index] - 0x30) * scale
                scale /= 10
                index += 1
            }
            guard index > start else { return nil }
        }
        guard index < utf8.count else { return nil }
        var offsetSeconds = 0
        switch utf8[index] {
        case 0x5A, 0x7A:
            index += 1
        case 0x2B, 0x2D:
            let sign = utf8[index] == 0x2D ? -1 : 1
            guard let hours = number(index + 1..<index + 3), index + 3 < utf8.count, utf8[index + 3] == 0x3A,
                  let minutes = number(index + 4..<index + 6), hours < 24, minutes < 60 else { return nil }
            offsetSeconds = sign * (hours * 3600 + minutes * 60)
            index += 6
        default:
            return nil
        }
        guard index == utf8.count, let base = utcDate(components) else { return nil }
        return Timestamp(date: base.addingTimeInterval(fraction - Double(offsetSeconds)), hasTime: true, raw: text)
    }

    private static func utcDate(_ components: DateComponents) -> Date? {
        guard let year = components.year, let month = components.month, let day = components.day else { return nil }
        // Days from civil (Howard Hinnant's algorithm): exact and far cheaper than Calendar.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        let days = era * 146097 + doe - 719468
        let daysInMonth = [31, (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        guard day <= daysInMonth[month - 1] else { return nil }
        let seconds = (components.hour ?? 0) * 3600 + (components.minute ?? 0) * 60 + (components.second ?? 0)
        return Date(timeIntervalSince1970: Double(days * 86400 + seconds))
    }
}
