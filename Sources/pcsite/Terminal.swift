import Foundation
import Publishing

/// The only place that writes to the terminal. Errors and the summary go to stderr, one line each.
enum Terminal {
    static func error(_ line: String) {
        FileHandle.standardError.write(Data("error: \(line)\n".utf8))
    }

    static func note(_ line: String) {
        FileHandle.standardError.write(Data("\(line)\n".utf8))
    }

    static func print(_ report: BuildReport, verb: String = "built") {
        if let busy = report.busy {
            error(busy.description)
            note("pcsite: \(report.summaryLine)")
            return
        }
        if let fatal = report.fatal {
            error(fatal.description)
            note("pcsite: nothing published")
            return
        }
        for problem in report.problems { error(problem.description) }
        for warning in report.warnings { note("warning: \(warning)") }
        for id in report.removed { note("removed: contest \(id) is no longer in the source") }
        note("pcsite \(verb): \(report.summaryLine)")
    }
}
