import Domain
import EveryCore
import Foundation
import OutputTree
import Publishing

/// The deploy section of the JSON report, kept beside the output like the build report.
public enum DeployReportFile {
    public static func defaultPath(forOutput output: String) -> String {
        SideFiles.path(forOutput: output, suffix: "deploy-report.json")
    }

    public static func write(_ report: DeployReport, to path: String, finishedAt: Date = Date()) throws(Problem) {
        try AtomicFile.write(to: path, action: "cannot write the deploy report",
                             streaming: { ReportFile.document(member: "deploy", report.json, finishedAt: finishedAt).write(on: .serial, to: $0) })
    }
}
