import Domain
import Foundation
import Formatting
import Testing

@Suite("Dates and TimestampParser")
struct DateTests {
    @Test("parses RFC 3339 with and without fractions and offsets, and date-only values", arguments: [
        ("2026-01-18T20:15:00Z", 1_768_767_300.0, true),
        ("2026-01-18T20:15:00.250Z", 1_768_767_300.25, true),
        ("2026-01-18T20:15:00.123456789z", 1_768_767_300.123456789, true),
        ("2026-01-18T21:15:00+01:00", 1_768_767_300.0, true),
        ("2026-01-18T15:15:00-0500", 1_768_767_300.0, true),
        ("2026-01-18 20:15:00", 1_768_767_300.0, true),
        ("2026-01-18T20:15Z", 1_768_767_300.0, true),
        ("2026-01-18", 1_768_694_400.0, false),
        ("2024-02-29", 1_709_164_800.0, false),
        ("1969-12-31T23:59:59Z", -1.0, true),
    ])
    func parses(text: String, epoch: Double, hasTime: Bool) throws {
        let timestamp = try #require(TimestampParser.parse(text))
        #expect(abs(timestamp.date.timeIntervalSince1970 - epoch) < 1e-6)
        #expect(timestamp.hasTime == hasTime)
        #expect(timestamp.raw == text)
    }

    @Test("rejects what is not a timestamp", arguments: [
        "", "2026", "2026-13-01", "2026-02-30", "2025-02-29", "2026-01-18T25:00:00Z", "2026-01-18T20:15:00+", "yesterday",
        "2026-01-18T20:15:00Zjunk", "2026-01-18T", "2026/01/18",
    ])
    func rejects(text: String) {
        #expect(TimestampParser.parse(text) == nil)
    }

    private func cell(_ text: String, timeZone: String = "UTC", locale: String = "en_US") -> FormattedCell {
        let site = SiteFormatter(settings: FormatSettings(locale: locale, timeZone: timeZone))
        return site.cellFormatter(for: Column(id: "d", name: "D", kind: .date), contestCurrency: "USD").format(.text(text))
    }

    @Test("date cells: readable text in the site's time zone and a machine value", arguments: [
        ("2026-01-18T20:15:00Z", "UTC", "Jan 18, 2026 at 8:15\u{202F}PM GMT", "2026-01-18T20:15:00Z"),
        ("2026-01-18T20:15:00Z", "America/New_York", "Jan 18, 2026 at 3:15\u{202F}PM EST", "2026-01-18T20:15:00Z"),
        ("2026-01-18T20:15:00.5+01:00", "UTC", "Jan 18, 2026 at 7:15\u{202F}PM GMT", "2026-01-18T19:15:00.500Z"),
        ("2026-01-18", "America/New_York", "Jan 18, 2026", "2026-01-18"),
        ("2026-01-19T03:00:00Z", "America/New_York", "Jan 18, 2026 at 10:00\u{202F}PM EST", "2026-01-19T03:00:00Z"),
    ])
    func dateCells(text: String, timeZone: String, expected: String, machine: String) {
        #expect(cell(text, timeZone: timeZone) == FormattedCell(text: expected, machineValue: machine))
    }

    @Test("DST boundaries in America/New_York", arguments: [
        ("2026-03-08T06:59:00Z", "Mar 8, 2026 at 1:59\u{202F}AM EST"),
        ("2026-03-08T07:00:00Z", "Mar 8, 2026 at 3:00\u{202F}AM EDT"),
        ("2026-11-01T05:59:00Z", "Nov 1, 2026 at 1:59\u{202F}AM EDT"),
        ("2026-11-01T06:00:00Z", "Nov 1, 2026 at 1:00\u{202F}AM EST"),
    ])
    func daylightSaving(text: String, expected: String) {
        #expect(cell(text, timeZone: "America/New_York").text == expected)
    }

    @Test("an unparseable date is shown as given with a warning")
    func invalid() {
        #expect(cell("soon") == FormattedCell(text: "soon", warning: "expected an ISO 8601 date, got string \"soon\""))
        #expect(cell("").warning == "expected an ISO 8601 date, got empty string")
        let site = SiteFormatter(settings: FormatSettings())
        let number = site.cellFormatter(for: Column(id: "d", name: "D", kind: .date), contestCurrency: "USD")
            .format(.integer(1_768_767_300))
        #expect(number.text == "1768767300")
        #expect(number.warning != nil)
    }

    @Test("SiteFormatter.timestamp shows date-only values without shifting the day")
    func siteTimestamp() throws {
        let site = SiteFormatter(settings: FormatSettings(locale: "en_US", timeZone: "Pacific/Honolulu"))
        let day = try #require(TimestampParser.parse("2026-01-18"))
        #expect(site.timestamp(day) == "Jan 18, 2026")
        #expect(site.machineTimestamp(day) == "2026-01-18")
    }
}
