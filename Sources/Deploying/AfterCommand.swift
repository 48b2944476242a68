import Domain
import Foundation

/// `deploy.after_command`: the operator's command (a CDN purge, a notification), run with `/bin/sh -c` after a
/// successful switch, the changed URLs' file on its stdin. Its failure is reported (exit 1) and never undoes the
/// deploy. The command itself is never printed: it may carry a token.
enum AfterCommand {
    /// A stuck purge must not hold cron's next run.
    static let timeout = 300.0

    static func run(_ command: String, buildID: String, urlsFile: String, target: String) throws(Problem) {
        var environment = ProcessInfo.processInfo.environment
        environment["PCSITE_BUILD_ID"] = buildID
        environment["PCSITE_TARGET"] = target
        environment["PCSITE_CHANGED_URLS"] = urlsFile
        let started = ContinuousClock.now
        let result: ChildProcess.Result
        do {
            result = try ChildProcess(arguments: ["/bin/sh", "-c", command], inputFile: urlsFile,
                                      environment: environment, timeout: timeout).run()
        } catch {
            throw Problem(source: "deploy.after_command", message: error.message)
        }
        guard result.status != 0 else { return }
        let cause = ContinuousClock.now - started >= .seconds(timeout)
            ? "did not finish within \(Int(timeout)) s" : FailureText.cause(result.errors, status: result.status)
        throw Problem(source: "deploy.after_command",
                           message: "failed: \(cause); build \(buildID) stays live on \(target) (the deploy is not undone)")
    }
}
