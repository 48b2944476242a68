import Domain
import Foundation

/// Dates for people (locale's medium date, plus time and zone name in the site's time zone when
/// the value has a time) and for machines (`<time datetime>`). Date.FormatStyle is built once:
/// it is far cheaper per call than ISO8601DateFormatter or DateFormatter.
/// A class, one per worker (`SiteFormatter`): a date column's formatter copied for every cell retains this
/// object alone, not the locale, time zone and calendar a format style holds, which Foundation shares between
/// every thread (their reference counts were the most contended memory of a build on two cores).
final class DateRenderer {
    private let dateTime: HourPattern
    /// Date-only values are calendar dates, not instants: shown as written, in UTC, never shifted a day.
    private let dateOnly: Date.FormatStyle
    /// The text of each UTC day met: Foundation's formatting goes through one cache of formatters that every
    /// thread locks.
    private var days = CappedCache<Int, String>(capacity: 8192)

    init(locale: Locale, timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        dateTime = HourPattern(style: Date.FormatStyle(date: .abbreviated, time: .shortened, locale: locale,
                                                       calendar: calendar, timeZone: timeZone).timeZone(.specificName(.short)))
        let utc = TimeZone(identifier: "UTC") ?? timeZone
        calendar.timeZone = utc
        dateOnly = Date.FormatStyle(date: .abbreviated, time: .omitted, locale: locale, calendar: calendar, timeZone: utc)
    }

    func text(_ timestamp: Timestamp) -> String {
        timestamp.hasTime ? dateTime.format(timestamp.date) : day(timestamp.date)
    }

    private func day(_ date: Date) -> String {
        let seconds = date.timeIntervalSince1970
        guard seconds.isFinite, seconds.magnitude < 1e12 else { return date.formatted(dateOnly) }
        return days.value(for: Int((seconds / 86_400).rounded(.down))) { date.formatted(dateOnly) }
    }

    /// "2026-01-18" for dates, "2026-01-18T20:15:00Z" (with ".sss" when there are milliseconds) for instants.
    func machineValue(_ timestamp: Timestamp) -> String {
        let interval = timestamp.date.timeIntervalSince1970
        guard interval.isFinite, interval.magnitude < 1e13 else { return timestamp.raw }
        let milliseconds = Int((interval * 1000).rounded())
        let seconds = milliseconds.floorDivided(by: 1000)
        let days = seconds.floorDivided(by: 86_400)
        let civil = Self.civil(daysSinceEpoch: days)
        guard (0...9999).contains(civil.year) else { return timestamp.raw }
        var text: [UInt8] = []
        text.reserveCapacity(24)
        func digits(_ value: Int, _ width: Int) {
            var divisor = 1
            for _ in 1..<width { divisor *= 10 }
            while divisor > 0 {
                text.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
                divisor /= 10
            }
        }
        digits(civil.year, 4); text.append(UInt8(ascii: "-")); digits(civil.month, 2); text.append(UInt8(ascii: "-"))
        digits(civil.day, 2)
        if timestamp.hasTime {
            let secondOfDay = seconds - days * 86_400
            text.append(UInt8(ascii: "T")); digits(secondOfDay / 3600, 2); text.append(UInt8(ascii: ":"))
            digits(secondOfDay / 60 % 60, 2); text.append(UInt8(ascii: ":")); digits(secondOfDay % 60, 2)
            let millis = milliseconds - seconds * 1000
            if millis != 0 { text.append(UInt8(ascii: ".")); digits(millis, 3) }
            text.append(UInt8(ascii: "Z"))
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// H. Hinnant's `civil_from_days`.
    static func civil(daysSinceEpoch: Int) -> (year: Int, month: Int, day: Int) {
        let z = daysSinceEpoch + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
