import ArgumentParser
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

    func run() async throws {
        let result = try await options.runShowingProgress(output, dryRun: false, full: full, waitForLock: wait)
        Terminal.print(result, policy: output.policy)
        // A run that never got the lock must not overwrite the report of the run that has it.
        if result.busy == nil {
            do {
                try ReportFile.write(result, to: report ?? ReportFile.defaultPath(forOutput: options.out))
            } catch {
                Terminal.error(error.description, policy: output.policy)
            }
        }
        if deploy, result.exitStatus <= 1 {
            let deployed = await Deploy.deploy(out: options.out, configPath: options.config, target: nil, output: output,
                                               reportPath: nil)
            if deployed != 0 { throw ExitCode(deployed) }
        }
        if result.exitStatus != 0 { throw ExitCode(result.exitStatus) }
    }
}
