import Domain
import Foundation
import OutputTree

/// The JSON build report a monitor reads: what was published and why. Kept beside the output, never inside it.
public enum ReportFile {
    /// `<parent>/.pcsite/<output name>.report.json`.
    public static func defaultPath(forOutput output: String) -> String {
        SideFiles.path(forOutput: output, suffix: "report.json")
    }

    /// Where the report of a build waits during the swap (see `SiteBuild`): written before, renamed after.
    static func pendingPath(_ path: String) -> String { "\(path).pending" }

    /// Writes atomically, so a monitor never reads half a report. `finishedAt` is the only wall-clock value.
    public static func write(_ report: BuildReport, to path: String, finishedAt: Date = Date(),
                             injected: Int32? = nil) throws(Problem) {
        try AtomicFile.write(encoded(report, finishedAt: finishedAt), to: path, injected: injected,
                             action: "cannot write the build report")
    }

    static func encoded(_ report: BuildReport, finishedAt: Date) -> [UInt8] {
        document(member: "report", report.json, finishedAt: finishedAt)
    }

    /// A report file's bytes: when it was written, which pcsite wrote it, and the report under `member`
    /// (`report` for a build, `deploy` for a deploy).
    public static func document(member: String, _ json: ReportJSON, finishedAt: Date) -> [UInt8] {
        let stamp = ISO8601DateFormatter().string(from: finishedAt)
        let members: [(String, ReportJSON)] = [("finished_at", .string(stamp)), (member, json),
                                               ("pcsite", .string(PCSiteVersion.current))]
        return Array(ReportJSON.object(members.sorted { $0.0 < $1.0 }).text.utf8)
    }
}
