import ArgumentParser
import Deploying
import Domain
import Foundation
import Input
import Monitoring

struct Deploy: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Upload the built output to the web host, atomically, sending only what changed.",
        discussion: """
        Targets: ssh://[user@]host[:port]/path (system ssh + rsync; releases/<build id> and a `current` symlink),
        file:///path (the same layout on this machine), rclone:REMOTE:bucket/prefix (rclone's own config).
        What changed is known from the last deploy's record beside the output: nothing new means no connection.
        A rollback holds: later deploys skip the build rolled back from (exit 0) until a different build exists
        or --resume. A build whose verification failed is checked again by every run (exit 2) until it is served.
        Exit status: 0 deployed (or nothing new, or held by a rollback); 1 deployed, but deploy.after_command (or
        writing the changed URLs) failed; 2 deploy failed, the host still serves what it served before (or
        verification failed); 3 another deploy to this target, or a build of the output, is running.

        Examples:
          pcsite deploy --to ssh://deploy@web1.example.com/srv/contests
          pcsite deploy --dry-run --verbose  # the plan, with every path it would send (+) and delete (-)
          pcsite deploy --rollback
          pcsite deploy --resume         # end a rollback's hold: deploy the build it left
          pcsite deploy --verify        # nightly: compare every file with what is live
        """)

    @Option(help: "The built output folder.")
    var out = "public"

    @Option(help: "Site config (default: pcsite.yml, when present).")
    var config: String?

    @Option(name: .customLong("to"), help: "Deploy target (default: deploy.target in pcsite.yml).")
    var target: String?

    @Flag(help: "Print the plan (files, bytes, deletions) and change nothing.")
    var dryRun = false

    @Option(help: "Allow up to this many deletions this once (and a build much smaller than the live one).")
    var maxDeletes: Int?

    @Flag(help: "Switch the host back to the previous release (ssh and file targets); later deploys skip the build it left.")
    var rollback = false

    @Flag(help: "End a rollback's hold: deploy the output even if it is the build rolled back from.")
    var resume = false

    @Flag(help: "Compare every file with what is live and report drift; changes nothing.")
    var verify = false

    @Flag(help: "Wait for a running deploy to the same target instead of exiting with status 3.")
    var wait = false

    @Option(help: "Where to write the JSON deploy report (default: <out parent>/.pcsite/<out name>.deploy-report.json).")
    var report: String?

    @Option(help: "Write Prometheus metrics here after the run (default: metrics_file in pcsite.yml).")
    var metrics: String?

    @OptionGroup var output: OutputOptions

    func validate() throws {
        if [dryRun, rollback, verify].filter({ $0 }).count > 1 {
            throw ValidationError("use only one of --dry-run, --rollback and --verify")
        }
        if resume, rollback || verify { throw ValidationError("--resume deploys; it cannot go with --rollback or --verify") }
        if let maxDeletes, maxDeletes < 0 { throw ValidationError("--max-deletes must be 0 or more") }
    }

    func run() async throws {
        let settings = Result { () throws(Problem) in try ConfigLoader.discover(explicit: config) }
        let monitor = RunMonitor(command: "deploy", output: out, config: (try? settings.get()) ?? SiteConfig(),
                                 metricsPath: metrics)
        let deployed: Deployed
        switch settings {
        case .failure(let problem):
            Terminal.error(problem.description, policy: output.policy)
            deployed = Deployed(status: 2, report: nil)
        case .success(let settings):
            Terminal.warn(settings.warnings, policy: output.policy)
            deployed = await deploy(settings)
        }
        let end = await monitor.finish(exitStatus: deployed.status, build: nil, deploy: deployed.report)
        for line in end.errors { Terminal.error(line, policy: output.policy) }
        for line in end.notes { Terminal.note("warning: \(line)", policy: output.policy) }
        if end.exitStatus != 0 { throw ExitCode(end.exitStatus) }
    }

    private func deploy(_ settings: SiteConfig) async -> Deployed {
        await Self.deploy(out: out, settings: settings, target: target, output: output, reportPath: report) {
            $0.dryRun = dryRun
            $0.maxDeletes = maxDeletes
            $0.rollback = rollback
            $0.resume = resume
            $0.verifyRemote = verify
            $0.waitForLock = wait
        }
    }

    /// The exit status of a deploy, and its report when it ran (for the metrics).
    struct Deployed {
        var status: Int32
        var report: DeployReport?
    }

    /// Shared with `build --deploy`: resolves the target, deploys, prints and writes the report.
    static func deploy(out: String, settings: SiteConfig, target: String?, output: OutputOptions, reportPath: String?,
                       adjust: (inout DeployRequest) -> Void = { _ in }) async -> Deployed {
        let policy = output.policy
        guard let destination = target ?? settings.deploy.target else {
            Terminal.error("no deploy target: pass --to or set deploy.target in pcsite.yml", policy: policy)
            return Deployed(status: 2, report: nil)
        }
        var request = DeployRequest(output: out, target: destination, config: settings.deploy)
        request.publicURL = settings.baseURL.isEmpty ? settings.deploy.verifyURL ?? "" : settings.baseURL
        adjust(&request)
        let result = await Deployer.run(request)
        Terminal.print(result, policy: policy)
        // A deploy that found another one running did nothing: it leaves that one's report and counts alone.
        guard result.busy == nil else { return Deployed(status: result.exitStatus, report: nil) }
        do {
            try DeployReportFile.write(result, to: reportPath ?? DeployReportFile.defaultPath(forOutput: out))
        } catch {
            Terminal.error(error.description, policy: policy)
        }
        return Deployed(status: result.exitStatus, report: result)
    }
}
