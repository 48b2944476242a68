import Foundation
import PropertyBased
import Testing
@testable import Formatting

/// The hour-reuse path for date-and-time text must print exactly what Foundation prints, including
/// across DST changes and in zones with half- and quarter-hour offsets.
@Suite("Hour pattern agrees with Foundation")
struct HourPatternPropertyTests {
    static let cases: [(String, String)] = [
        ("en_US", "America/New_York"), ("en_US", "UTC"), ("de_DE", "Europe/Berlin"), ("ja_JP", "Asia/Tokyo"),
        ("en_GB", "Europe/London"), ("en_US", "Asia/Kathmandu"), ("en_AU", "Australia/Lord_Howe"), ("fr_FR", "America/St_Johns"),
    ]

    private static func style(_ locale: String, _ zone: String) -> Date.FormatStyle {
        let timeZone = TimeZone(identifier: zone) ?? .gmt
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return Date.FormatStyle(date: .abbreviated, time: .shortened, locale: Locale(identifier: locale),
                                calendar: calendar, timeZone: timeZone).timeZone(.specificName(.short))
    }

    @Test("random instants, 1990–2040", arguments: 0..<cases.count)
    func randomInstants(caseIndex: Int) async throws {
        let (locale, zone) = Self.cases[caseIndex]
        let style = Self.style(locale, zone)
        let pattern = HourPattern(style: style)
        await propertyCheck(count: 400, input: Gen.int(in: 631_152_000...2_208_988_800)) { seconds in
            let date = Date(timeIntervalSince1970: Double(seconds))
            #expect(pattern.format(date) == date.formatted(style), "\(locale) \(zone) \(seconds)")
        }
    }

    @Test("every minute around the 2026 DST changes in New York and Lord Howe")
    func transitions() {
        for (locale, zone, start) in [("en_US", "America/New_York", 1_772_953_200), ("en_US", "America/New_York", 1_793_512_800),
                                      ("en_AU", "Australia/Lord_Howe", 1_775_314_800)] {
            let style = Self.style(locale, zone)
            let pattern = HourPattern(style: style)
            for minute in stride(from: -180, through: 180, by: 1) {
                let date = Date(timeIntervalSince1970: Double(start + minute * 60 + 17))
                #expect(pattern.format(date) == date.formatted(style), "\(zone) \(date)")
            }
        }
    }
}
