import ArgumentParser
import Deploying
import Dispatch
import Domain
import Foundation
import OutputTree
import Monitoring
import Publishing

struct Build: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build the site into the output folder, replacing it atomically.",
        discussion: """
        Only contests whose documents, templates or config changed are re-rendered; the rest are carried over.
        One run per output folder at a time: a second run exits with status 3 (a pcsite extension),
        or queues with --wait. A JSON report of what was published and why is written after each run.

        Examples:
          pcsite build
          pcsite build --source content --out public --config pcsite.yml
          pcsite build --full --report /var/log/pcsite/report.json
          pcsite build --api https://api.example.com --out /var/www/contests --wait
          pcsite build --deploy --quiet      # cron: build, then deploy to deploy.target
          pcsite build --deploy --quiet --metrics /var/lib/prometheus/node-exporter/pcsite.prom   # see docs/RUNNING.md
        """)

    @OptionGroup var options: SiteOptions
    @OptionGroup var output: OutputOptions

    @Flag(help: "Re-render every contest, ignoring what the manifest says is unchanged.")
    var full = false

    @Flag(help: "Wait for a running build of the same output instead of exiting with status 3.")
    var wait = false

    @Flag(help: "Then deploy to deploy.target when the build published (exit 0 or 1); see `pcsite deploy`.")
    var deploy = false

    @Option(help: "Where to write the JSON build report (default: <out parent>/.pcsite/<out name>.report.json).")
    var report: String?

    @Flag(help: "Publish contests whose documents are older than their live pages (a backend restored from backup).")
    var allowOlder = false

    @Option(help: "Write Prometheus metrics here after the run, e.g. for node_exporter's textfile collector (default: metrics_file in pcsite.yml).")
    var metrics: String?

    func run() async throws {
        let config = Result { () throws(Problem) in try options.loadConfig() }
        if case .success(let loaded) = config { Terminal.warn(loaded.warnings, policy: output.policy) }
        let monitor = RunMonitor(command: deploy ? "build --deploy" : "build", output: options.out,
                                 config: (try? config.get()) ?? SiteConfig(), metricsPath: metrics)
        let reportPath = report ?? ReportFile.defaultPath(forOutput: options.out)
        var result: BuildReport?
        var deployed: DeployReport?
        var status: Int32
        do {
            status = try await buildAndDeploy(config, reportPath, built: { result = $0 }, deployed: { deployed = $0 })
        } catch let exit as ExitCode {
            status = exit.rawValue
        }
        let end = await monitor.finish(exitStatus: status, build: result, deploy: deployed)
        BackgroundRelease.of(result.take())
        for line in end.errors { Terminal.error(line, policy: output.policy) }
        for line in end.notes { Terminal.note("warning: \(line)", policy: output.policy) }
        if end.exitStatus != 0 { throw ExitCode(end.exitStatus) }
    }

    /// The build, then the deploy; the exit status (or an `ExitCode` thrown before a report exists).
    private func buildAndDeploy(_ config: Result<SiteConfig, Problem>, _ reportPath: String,
                                built: (BuildReport) -> Void, deployed: (DeployReport?) -> Void) async throws -> Int32 {
        // SIGTERM (cron's `timeout`) and SIGINT (Ctrl-C) cancel the build: it publishes nothing unless the swap is
        // already done, removes its staging tree, releases the lock and exits with 128 + the signal. A second
        // signal, or a build still running 0.9 s after the first, exits at once: the published site is safe
        // either way (the swap is atomic) and the next run removes what was left beside it.
        let cancellation = BuildCancellation.onStopSignals()
        // The build writes the report itself, so that it always describes what is published.
        let allowOlder = allowOlder
        let result = try await options.runShowingProgress(output, config: config, dryRun: false, full: full,
                                                          waitForLock: wait) { request in
            request.reportPath = reportPath
            request.cancellation = cancellation
            request.allowOlder = allowOlder
        }
        built(result)
        Terminal.print(result, policy: output.policy)
        if let failure = result.reportFailure { Terminal.error(failure.description, policy: output.policy) }
        if output.verbose, !result.phases.isEmpty {
            let phases = result.phases.map { "\($0.name) \(String(format: "%.3f", $0.seconds)) s" }
            Terminal.note("phases: " + phases.joined(separator: ", "), policy: output.policy)
        }
        // The build ran, so the config loaded.
        if deploy, result.exitStatus <= 1, case .success(let settings) = config {
            let result = await Deploy.deploy(out: options.out, settings: settings, target: nil, output: output,
                                             reportPath: nil)
            deployed(result.report)
            if result.status != 0 { return result.status }
        }
        return result.exitStatus
    }
}
