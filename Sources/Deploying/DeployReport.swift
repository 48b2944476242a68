import Domain
import Foundation

/// What one deploy did: the summary line, the exit status and the report's deploy section.
public struct DeployReport: Sendable {
    /// The target as named to people: never with credentials.
    public var target = ""
    public var buildID: String?
    public var release: String?
    public var filesSent = 0
    public var bytesSent = 0
    public var deleted = 0
    public var nothingNew = false
    public var dryRun = false
    public var rolledBackTo: String?
    /// `--verify`: paths that differ between the output and what is live.
    public var drift: [String]?
    /// "verified", "not configured" or the failure.
    public var verification = "not configured"
    public var switchMilliseconds: Double?
    public var seconds = 0.0
    /// Exit 2: the host still serves what it served before (or, after the switch, verification failed).
    public var failure: BuildProblem?
    /// Exit 3: another deploy to this target (or a build of the output) holds the lock.
    public var busy: BuildProblem?

    public init() {}

    public var exitStatus: Int32 {
        if busy != nil { return 3 }
        if failure != nil { return 2 }
        return 0
    }

    public var summaryLine: String {
        let time = String(format: "%.2f s", seconds)
        if let busy { return "deploy not started: \(busy)" }
        if let failure { return "deploy failed: \(failure)" }
        if let rolledBackTo { return "\(target): rolled back to release \(rolledBackTo); \(time)" }
        if let drift {
            return drift.isEmpty ? "\(target): live site matches the output (\(buildID ?? "")); \(time)"
                : "\(target): \(drift.count) files differ from the output, e.g. \(drift.prefix(3).joined(separator: ", ")); \(time)"
        }
        if nothingNew { return "\(target): nothing new to deploy (build \(buildID ?? "") is live); \(time)" }
        let sizes = "\(filesSent) files (\(ByteCountFormatter.string(fromByteCount: Int64(bytesSent), countStyle: .binary)))"
        if dryRun { return "\(target): would send \(sizes) and delete \(deleted) files (dry run, nothing changed)" }
        let switched = switchMilliseconds.map { String(format: ", switch %.1f ms", $0) } ?? ""
        return "\(target): deployed build \(buildID ?? ""): sent \(sizes), deleted \(deleted)\(switched); verification \(verification); \(time)"
    }

    /// The `deploy` section of the JSON report.
    public var json: [String: Any] {
        var object: [String: Any] = ["target": target, "files_sent": filesSent, "bytes_sent": bytesSent, "deleted": deleted,
                                     "nothing_new": nothingNew, "dry_run": dryRun, "verification": verification,
                                     "seconds": (seconds * 1000).rounded() / 1000, "exit_status": Int(exitStatus)]
        if let buildID { object["build_id"] = buildID }
        if let release { object["release"] = release }
        if let rolledBackTo { object["rolled_back_to"] = rolledBackTo }
        if let switchMilliseconds { object["switch_ms"] = (switchMilliseconds * 100).rounded() / 100 }
        if let drift { object["drift"] = drift }
        if let failure = failure ?? busy { object["error"] = failure.description }
        return object
    }
}
