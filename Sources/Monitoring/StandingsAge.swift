import Domain
import Foundation
import Publishing
import SiteState

/// How old the newest published standings are, from the manifest of the output as it is now (CONTRACT §8).
struct StandingsAge {
    /// The newest `generated_at` among published contests (seconds since 1970), nil when none has one.
    static func newest(forOutput output: String) -> Double? {
        var newest: Double?
        let complete = Manifest.forEachContestRecord(forOutput: output) { entry in
            if let time = entry.generatedAt { newest = max(newest ?? time, time) }
        }
        return complete ? newest : nil
    }

    /// "standings are stale: the newest published are from 2026-01-19 04:00 UTC, 2 h 5 min ago (stale_after 30 min)".
    static func staleLine(newest: Double, now: Date, limit: Double, timeZone: String, output: String) -> String? {
        let age = now.timeIntervalSince1970 - newest
        guard age > limit else { return nil }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: timeZone) ?? TimeZone(secondsFromGMT: 0)!
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        let zone = formatter.timeZone.identifier == "GMT" ? "UTC" : formatter.timeZone.identifier
        return "\(output): standings are stale: the newest published are from "
            + "\(formatter.string(from: Date(timeIntervalSince1970: newest))) \(zone), \(duration(age)) ago "
            + "(stale_after \(duration(limit)))"
    }

    /// "45 s", "12 min", "2 h 5 min", "3 d 4 h".
    static func duration(_ seconds: Double) -> String {
        let total = Int(seconds.rounded(.down))
        let (days, hours, minutes) = (total / 86400, total % 86400 / 3600, total % 3600 / 60)
        if days > 0 { return hours > 0 ? "\(days) d \(hours) h" : "\(days) d" }
        if hours > 0 { return minutes > 0 ? "\(hours) h \(minutes) min" : "\(hours) h" }
        if minutes > 0 { return "\(minutes) min" }
        return "\(total) s"
    }
}
