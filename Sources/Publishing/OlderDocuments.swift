import Domain
import Foundation
import Input
import SiteState

/// CONTRACT §6 "Never older over newer": a contest whose leaderboard `generated_at` (or contest `updated_at`)
/// is older than that of its published pages is not published; its last good pages stay, and the problem names
/// both times in the site's zone. A lagging replica or a restored backup must not roll the standings back.
struct OlderDocuments: Sendable {
    let timeZone: TimeZone

    init(timeZone: String) {
        self.timeZone = TimeZone(identifier: timeZone) ?? TimeZone(secondsFromGMT: 0)!
    }

    /// The problem that keeps `loaded` from replacing `published`, or nil when it is not older.
    func refusal(_ loaded: LoadedContest, location: String, published: Manifest.ContestRecord?) -> Problem? {
        guard let published else { return nil }
        if let live = published.generatedAt, let new = loaded.standings?.generatedAt?.date.timeIntervalSince1970,
           new < live {
            return Problem(source: location, path: "$.generated_at",
                                message: "standings from \(text(new, beside: live)) are older than the live ones from "
                                    + "\(text(live, beside: new)); last good pages kept (--allow-older publishes them)")
        }
        let live = published.card.updatedTime
        let new = loaded.contest.updatedAt.date.timeIntervalSince1970
        if new < live {
            return Problem(source: location, path: "$.updated_at",
                                message: "contest updated \(text(new, beside: live)) is older than the live one from "
                                    + "\(text(live, beside: new)); last good pages kept (--allow-older publishes it)")
        }
        return nil
    }

    /// Minutes, or seconds when the two times fall in the same minute: the line must show why one is older.
    private func text(_ seconds: Double, beside other: Double) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        let sameMinute = (seconds / 60).rounded(.down) == (other / 60).rounded(.down)
        formatter.dateFormat = sameMinute ? "yyyy-MM-dd HH:mm:ss" : "yyyy-MM-dd HH:mm"
        let zone = timeZone.identifier == "UTC" || timeZone.identifier == "GMT" ? " UTC" : " \(timeZone.identifier)"
        return formatter.string(from: Date(timeIntervalSince1970: seconds)) + zone
    }
}
