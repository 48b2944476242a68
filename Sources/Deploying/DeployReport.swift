import Domain
import Foundation
import Publishing

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
    /// The build a rollback left (now held back from deploys).
    public var rolledBackFrom: String?
    /// The output's build was not deployed: a rollback holds the target on this release.
    public var heldOnRelease: String?
    /// A build deployed earlier whose verification failed was checked again (no transfer): the build checked.
    public var verifiedAgain: String?
    /// `--verify`: paths that differ between the output and what is live.
    public var drift: [String]?
    /// "verified", "not configured" or "failed".
    public var verification = Verification.notConfigured
    public var switchMilliseconds: Double?
    public var seconds = 0.0
    /// Each step of the deploy, in order, from the shared `PhaseClock`.
    public var phases: [TimedStep] = []
    /// A dry run's plan: every path it would send and delete.
    public var plannedUploads: [String] = []
    public var plannedDeletions: [String] = []
    /// A guard refused the plan: the deletions it refused (all of them; people are shown the first 20).
    public var refusedDeletions: [String] = []
    /// Where this deploy's changed public URLs were written, when it switched.
    public var changedURLsFile: String?
    public var changedURLs = 0
    /// Exit 1: after the switch, writing the changed URLs or `deploy.after_command` failed; the deploy stands.
    public var afterSwitchFailure: Problem?
    /// Exit 2: the host still serves what it served before (or, after the switch, verification failed).
    public var failure: Problem?
    /// Exit 3: another deploy to this target (or a build of the output) holds the lock.
    public var busy: Problem?

    public init() {}

    public var exitStatus: Int32 {
        if busy != nil { return 3 }
        if failure != nil { return 2 }
        if afterSwitchFailure != nil { return 1 }
        return 0
    }

    /// One word for monitors: what became of this run.
    public var outcome: String {
        if busy != nil { return "busy" }
        if verification == .failed { return "verify_failed" }
        if failure != nil { return "failed" }
        if rolledBackTo != nil { return "rolled_back" }
        if drift != nil { return "checked" }
        if heldOnRelease != nil { return "held_by_rollback" }
        if verifiedAgain != nil { return "verified" }
        if nothingNew { return "nothing_new" }
        if dryRun { return "dry_run" }
        return "deployed"
    }

    public var summaryLine: String {
        let time = String(format: "%.2f s", seconds)
        if let busy { return "deploy not started: \(busy)" }
        if let failure { return "deploy failed: \(failure)" }
        if let rolledBackTo {
            let held = rolledBackFrom.map { "; build \($0) is held back until a different build exists or pcsite deploy --resume" } ?? ""
            let verified = verification == .verified ? "; verified" : ""
            return "\(target): rolled back to release \(rolledBackTo)\(held)\(verified); \(time)"
        }
        if let drift {
            return drift.isEmpty ? "\(target): live site matches the output (\(buildID ?? "")); \(time)"
                : "\(target): \(drift.count) files differ from the output, e.g. \(drift.prefix(3).joined(separator: ", ")); \(time)"
        }
        if let heldOnRelease {
            return "\(target): not deploying build \(buildID ?? ""): held back by a rollback to release \(heldOnRelease) "
                + "(a different build, or pcsite deploy --resume, ends the hold); \(time)"
        }
        if let verifiedAgain { return "\(target): build \(verifiedAgain) is served now (verified again, nothing sent); \(time)" }
        if nothingNew { return "\(target): nothing new to deploy (build \(buildID ?? "") is live); \(time)" }
        let sizes = "\(filesSent) files (\(ByteCountFormatter.string(fromByteCount: Int64(bytesSent), countStyle: .binary)))"
        if dryRun { return "\(target): would send \(sizes) and delete \(deleted) files (dry run, nothing changed)" }
        let switched = switchMilliseconds.map { String(format: ", switch %.1f ms", $0) } ?? ""
        return "\(target): deployed build \(buildID ?? ""): sent \(sizes), deleted \(deleted)\(switched); verification \(verification.rawValue); \(time)"
    }

    /// The `deploy` section of the JSON report. Keys are only ever added: monitors read them.
    public var json: ReportJSON {
        let milliseconds = { (seconds: Double) in ReportJSON.double((seconds * 1000).rounded() / 1000) }
        let phaseSeconds = Dictionary(phases.map { ($0.name, $0.seconds) }, uniquingKeysWith: +)
        var object: [String: ReportJSON] = [
            "target": .string(target), "files_sent": .int(filesSent), "bytes_sent": .int(bytesSent), "deleted": .int(deleted),
            "nothing_new": .bool(nothingNew), "dry_run": .bool(dryRun), "verification": .string(verification.rawValue),
            "seconds": milliseconds(seconds), "exit_status": .int(Int(exitStatus)), "outcome": .string(outcome),
            "phases": .object(phaseSeconds.sorted { $0.key < $1.key }.map { ($0.key, milliseconds($0.value)) }),
        ]
        let strings = { (values: [String]) in ReportJSON.array(values.map(ReportJSON.string)) }
        if let buildID { object["build_id"] = .string(buildID) }
        if let release { object["release"] = .string(release) }
        if let rolledBackTo { object["rolled_back_to"] = .string(rolledBackTo) }
        if let rolledBackFrom { object["rolled_back_from"] = .string(rolledBackFrom) }
        if let heldOnRelease { object["held_on_release"] = .string(heldOnRelease) }
        if let switchMilliseconds { object["switch_ms"] = .double((switchMilliseconds * 100).rounded() / 100) }
        if let drift { object["drift"] = strings(drift) }
        if !refusedDeletions.isEmpty { object["refused_deletions"] = strings(Array(refusedDeletions.prefix(Self.refusalsShown))) }
        if let changedURLsFile {
            (object["changed_urls_file"], object["changed_urls"]) = (.string(changedURLsFile), .int(changedURLs))
        }
        if let afterSwitchFailure { object["after_switch_error"] = .string(afterSwitchFailure.description) }
        if let failure = failure ?? busy { object["error"] = .string(failure.description) }
        return .object(object.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }

    /// How many refused deletions are shown to people and kept in the report.
    public static let refusalsShown = 20
}
