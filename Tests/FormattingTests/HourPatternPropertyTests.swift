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

    /// An hour one worker's pattern formatted is not formatted again for another's: the process shares it.
    @Test("patterns of one style share the hours they met, on any thread")
    func sharedHours() {
        let style = Self.style("de_DE", "Europe/Berlin")
        let first = HourPattern(style: style)
        let date = Date(timeIntervalSince1970: 1_800_000_000 + 37 * 60)
        _ = first.format(date)
        var madeAgain = false
        let entry = SharedHours.forStyle(style).entry(1_800_000_000 / 3600) { madeAgain = true; return nil }
        #expect(!madeAgain && entry != nil)
        // Many threads, each with its own pattern, over the same hours: what Foundation prints, whoever made an hour.
        let instants = (0..<2_000).map { 1_700_000_000 + $0 * 7_919 }
        DispatchQueue.concurrentPerform(iterations: 8) { lane in
            let pattern = HourPattern(style: style)
            for seconds in instants[(lane * 250)...].prefix(1_000) {
                let date = Date(timeIntervalSince1970: Double(seconds))
                #expect(pattern.format(date) == date.formatted(style), "\(seconds)")
            }
        }
    }
}
