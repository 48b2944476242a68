import Domain
import EveryCore
import Foundation
import OutputTree

/// The JSON build report a monitor reads: what was published and why. Kept beside the output, never inside it.
public enum ReportFile {
    /// `<parent>/.pcsite/<output name>.report.json`.
    public static func defaultPath(forOutput output: String) -> String {
        SideFiles.path(forOutput: output, suffix: "report.json")
    }

    /// Where the report of a build waits during the swap (see `SiteBuild`): written before, renamed after.
    static func waitingJoinPagePath(_ path: String) -> String { "\(path).pending" }

    /// Writes atomically, so a monitor never reads half a report. `finishedAt` is the only wall-clock value.
    /// The contest records are made on `parallel`'s threads.
    public static func write(_ report: BuildReport, to path: String, finishedAt: Date = Date(), injected: Int32? = nil,
                             on parallel: Parallel) throws(Problem) {
        let document = document(member: "report", report.json, finishedAt: finishedAt)
        try AtomicFile.write(to: path, injected: injected, action: "cannot write the build report") { emit in
            document.write(on: parallel, to: emit)
        }
    }

    /// A report file: when it was written, which pcsite wrote it, and the report under `member` (`report` for a
    /// build, `deploy` for a deploy).
    public static func document(member: String, _ json: ReportJSON, finishedAt: Date) -> ReportJSON {
        let stamp = ISO8601DateFormatter().string(from: finishedAt)
        let members: [(String, ReportJSON)] = [("finished_at", .string(stamp)), (member, json),
                                               ("pcsite", .string(PCSiteVersion.current))]
        return ReportJSON.object(members.sorted { $0.0 < $1.0 })
    }
}
