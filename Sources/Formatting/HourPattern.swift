import Foundation

/// Date-and-time text has minute resolution, and within one UTC hour only the minute digits change
/// (time-zone transitions happen on hour boundaries). So Foundation formats each hour once and
/// every instant in it reuses that text with its minutes written in — about 50× cheaper per cell.
/// An hour whose first and last minute differ elsewhere (a transition inside it, or a locale
/// without two-digit minutes) is never reused: those instants always go to Foundation.
final class HourPattern {
    struct Entry: Sendable {
        let prefix: [UInt8]
        let suffix: [UInt8]

        /// The same bytes in buffers of this thread's own, so that using them retains nothing another thread does.
        var own: Entry { Entry(prefix: prefix.map { $0 }, suffix: suffix.map { $0 }) }
    }

    private let style: Date.FormatStyle
    /// nil marks an hour that cannot be reused.
    private var hours = CappedCache<Int, Entry?>(capacity: 8192)
    /// Hours this pattern has not met, met by another of the process (another worker, another lane).
    private let shared: SharedHours

    init(style: Date.FormatStyle) {
        self.style = style
        shared = SharedHours.forStyle(style)
    }

    func format(_ date: Date) -> String {
        let seconds = date.timeIntervalSince1970
        guard seconds.isFinite, seconds.magnitude < 1e12 else { return date.formatted(style) }
        let minute = Int((seconds / 60).rounded(.down))
        let hour = minute.floorDivided(by: 60)
        let minuteOfHour = minute - hour * 60
        let entry = hours.value(for: hour) {
            shared.entry(hour) { Self.entry(hourStart: Double(hour * 3600), style: style) }?.own
        }
        guard let entry else { return date.formatted(style) }
        var bytes = entry.prefix
        bytes.append(UInt8(ascii: "0") + UInt8(minuteOfHour / 10))
        bytes.append(UInt8(ascii: "0") + UInt8(minuteOfHour % 10))
        bytes.append(contentsOf: entry.suffix)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Splits the hour's text around its two minute digits, found by comparing minute 00 with minute 59.
    private static func entry(hourStart: Double, style: Date.FormatStyle) -> Entry? {
        let first = Array(Date(timeIntervalSince1970: hourStart).formatted(style).utf8)
        let last = Array(Date(timeIntervalSince1970: hourStart + 59 * 60).formatted(style).utf8)
        guard first.count == last.count else { return nil }
        let differing = first.indices.filter { first[$0] != last[$0] }
        guard differing.count == 2, differing[1] == differing[0] + 1,
              first[differing[0]] == UInt8(ascii: "0"), first[differing[1]] == UInt8(ascii: "0"),
              last[differing[0]] == UInt8(ascii: "5"), last[differing[1]] == UInt8(ascii: "9") else { return nil }
        return Entry(prefix: Array(first[..<differing[0]]), suffix: Array(first[(differing[1] + 1)...]))
    }
}

extension Int {
    /// Division rounding toward negative infinity, for instants before 1970.
    func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
