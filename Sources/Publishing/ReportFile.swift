import Domain
import Foundation

/// The JSON build report a monitor reads: what was published and why. Kept beside the output, never inside it.
public enum ReportFile {
    /// `<parent>/.pcsite/<output name>.report.json`.
    public static func defaultPath(forOutput output: String) -> String {
        SideFiles.path(forOutput: output, suffix: "report.json")
    }

    /// Writes atomically, so a monitor never reads half a report. `finishedAt` is the only wall-clock value.
    public static func write(_ report: BuildReport, to path: String, finishedAt: Date = Date()) throws(BuildProblem) {
        let stamp = ISO8601DateFormatter().string(from: finishedAt)
        let document = ReportJSON.object([("finished_at", .string(stamp)), ("pcsite", .string(PCSiteVersion.current)),
                                          ("report", report.json)])
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try Data(document.text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw BuildProblem(source: path, message: "cannot write the build report: \(error.localizedDescription)")
        }
    }
}
