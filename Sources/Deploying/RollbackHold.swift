import Domain
import Foundation
import SiteState

/// What `pcsite deploy --rollback` leaves beside the output: the release the target was rolled back to and the
/// builds it was rolled back from. Deploys skip those builds until a different one exists or `--resume` ends
/// the hold, so cron's next run does not undo the rollback. Plain text, so the person on call can read it.
struct RollbackHold: Equatable {
    /// The release the target was rolled back to (its build id).
    var release: String
    /// Builds deploys skip: every build a rollback left since the hold began.
    var skipped: [String]
    var since: String

    static func path(forOutput output: String, target: TargetAddress) -> String {
        DeployedState.path(forOutput: output, target: target.name) + ".hold"
    }

    static func load(forOutput output: String, target: TargetAddress) -> RollbackHold? {
        guard let lines = SideFile.lines(path(forOutput: output, target: target)) else { return nil }
        var hold = RollbackHold(release: "", skipped: [], since: "")
        for (key, value) in SideFile.fields(lines) {
            switch key {
            case "release": hold.release = value
            case "skip": hold.skipped.append(value)
            case "since": hold.since = value
            default: continue
            }
        }
        return hold.release.isEmpty && hold.skipped.isEmpty ? nil : hold
    }

    func holds(_ buildID: String) -> Bool { skipped.contains(buildID) }

    func save(forOutput output: String, target: TargetAddress) throws(Problem) {
        var text = """
            # Written by pcsite deploy --rollback: \(target.name) was rolled back to release \(release).
            # Deploys skip the builds below (exit 0, one line) until a different build exists,
            # or `pcsite deploy --resume` deploys the output anyway. Removing this file ends the hold too.
            release \(release)
            since \(since)

            """
        for id in skipped { text += "skip \(id)\n" }
        try SideFile.write(Data(text.utf8), to: Self.path(forOutput: output, target: target),
                           action: "rolled back, but cannot record the hold (the next deploy would undo the rollback)")
    }

    static func end(forOutput output: String, target: TargetAddress) {
        unlink(path(forOutput: output, target: target))
    }
}
