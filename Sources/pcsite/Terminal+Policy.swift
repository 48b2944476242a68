import Domain
import Foundation
import Publishing
import Synchronization

extension Terminal {
    static func error(_ line: String, policy: TerminalPolicy) {
        guard policy.usesColour else { return error(line) }
        FileHandle.standardError.write(Data("\u{1B}[1;31merror:\u{1B}[0m \(line)\n".utf8))
    }

    static func note(_ line: String, policy: TerminalPolicy) {
        if policy.verbosity > .quiet { note(line) }
    }

    /// Unknown keys in pcsite.yml, each a warning line.
    static func warn(_ warnings: [ConfigWarning], policy: TerminalPolicy? = nil) {
        for warning in warnings {
            if let policy { note("warning: \(warning)", policy: policy) } else { note("warning: \(warning)") }
        }
    }

    /// The report as `print(_:verb:)` shows it, filtered by verbosity: quiet keeps errors only,
    /// verbose adds a line per contest.
    static func print(_ report: BuildReport, verb: String = "built", policy: TerminalPolicy) {
        if let busy = report.busy {
            error(busy.description, policy: policy)
            note("pcsite: \(report.summaryLine)", policy: policy)
            return
        }
        if let fatal = report.fatal {
            error(fatal.description, policy: policy)
            note("pcsite: nothing published", policy: policy)
            return
        }
        for problem in report.problems { error(problem.description, policy: policy) }
        if policy.verbosity == .verbose {
            for id in report.built { note("\(verb): contest \(id)") }
            for id in report.unchanged { note("unchanged: contest \(id)") }
            for id in report.kept { note("kept last good: contest \(id)") }
        }
        for warning in report.warnings { note("warning: \(warning)", policy: policy) }
        for id in report.removed { note("removed: contest \(id) is no longer in the source", policy: policy) }
        note("pcsite \(verb): \(report.summaryLine)", policy: policy)
    }

    /// Erases a progress line that may still be on screen.
    static func clearLine() {
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }

    /// A build progress callback that redraws one counter line on a TTY (at most ten times a second),
    /// or nil when progress is not shown. Call `ProgressLine.clear` before printing the report.
    static func progress(_ policy: TerminalPolicy) -> ProgressLine? {
        policy.showsProgress ? ProgressLine() : nil
    }
}
