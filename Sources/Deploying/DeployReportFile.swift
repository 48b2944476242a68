import Domain
import Foundation
import OutputTree
import Publishing

/// The deploy section of the JSON report, kept beside the output like the build report.
public enum DeployReportFile {
    public static func defaultPath(forOutput output: String) -> String {
        SideFiles.path(forOutput: output, suffix: "deploy-report.json")
    }

    public static func write(_ report: DeployReport, to path: String, finishedAt: Date = Date()) throws(BuildProblem) {
        let document: [String: Any] = ["finished_at": ISO8601DateFormatter().string(from: finishedAt),
                                       "pcsite": PCSiteVersion.current, "deploy": report.json]
        let data: Data
        do {
            data = try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])
        } catch {
            throw BuildProblem(source: path, message: "cannot write the deploy report: \(error.localizedDescription)")
        }
        try SideFile.write(data + Data("\n".utf8), to: path, action: "cannot write the deploy report")
    }
}
