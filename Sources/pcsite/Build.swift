import ArgumentParser
import Publishing

struct Build: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build the site into the output folder, replacing it atomically.",
        discussion: """
        Examples:
          pcsite build
          pcsite build --source content --out public --config pcsite.yml
          pcsite build --api https://api.example.com --out /var/www/contests
        """)

    @OptionGroup var options: SiteOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let report: BuildReport
        do {
            let progress = Terminal.progress(output.policy)
            report = try await options.run(dryRun: false, progress: progress?.callback)
            progress?.clear()
        } catch {
            Terminal.error(error.description, policy: output.policy)
            throw ExitCode(2)
        }
        Terminal.print(report, policy: output.policy)
        if report.exitStatus != 0 { throw ExitCode(report.exitStatus) }
    }
}
