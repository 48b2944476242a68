import Deploying
import Foundation
import Publishing

extension Terminal {
    /// A deploy's lines: the failure or the summary on stderr; the paths of a plan on stdout, one a line
    /// (`+ path` sent, `- path` deleted): every path of a dry run with `--verbose`, and the first deletions a
    /// guard refused whatever the verbosity (the person reading the refusal needs them).
    static func print(_ report: DeployReport, policy: TerminalPolicy) {
        if let problem = report.failure ?? report.busy {
            error(problem.description, policy: policy)
        } else {
            if let afterSwitch = report.afterSwitchFailure { error(afterSwitch.description, policy: policy) }
            note("pcsite deploy: \(report.summaryLine)", policy: policy)
        }
        if report.dryRun, policy.verbosity == .verbose {
            standardOutput(report.plannedUploads.map { "+ \($0)" } + report.plannedDeletions.map { "- \($0)" })
        }
        if !report.refusedDeletions.isEmpty {
            let shown = report.refusedDeletions.prefix(DeployReport.refusalsShown)
            let more = report.refusedDeletions.count - shown.count
            standardOutput(shown.map { "- \($0)" } + (more > 0 ? ["(and \(more) more; pcsite deploy --dry-run --verbose --max-deletes \(report.refusedDeletions.count) lists all)"] : []))
        }
        if policy.verbosity == .verbose, !report.phases.isEmpty {
            let phases = report.phases.map { "\($0.name) \(String(format: "%.3f", $0.seconds)) s" }
            note("deploy phases: " + phases.joined(separator: ", "), policy: policy)
        }
    }

    /// Paths come from the output's file names: a control character in one must not reach the terminal.
    private static func standardOutput(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        let text = lines.map { line in
            String(String.UnicodeScalarView(line.unicodeScalars.map { $0.properties.generalCategory == .control ? "\u{FFFD}" : $0 }))
        }
        FileHandle.standardOutput.write(Data(text.map { $0 + "\n" }.joined().utf8))
    }
}
