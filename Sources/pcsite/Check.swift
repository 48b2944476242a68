import ArgumentParser
import Publishing

struct Check: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Validate input and templates, print every problem, write nothing.",
        discussion: """
        Examples:
          pcsite check
          pcsite check --source content --templates templates
        """)

    @OptionGroup var options: SiteOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let report: BuildReport
        do {
            let progress = Terminal.progress(output.policy)
            report = try await options.run(dryRun: true, progress: progress?.callback)
            progress?.clear()
        } catch {
            Terminal.error(error.description, policy: output.policy)
            throw ExitCode(2)
        }
        Terminal.print(report, verb: "checked", policy: output.policy)
        if report.exitStatus != 0 { throw ExitCode(report.exitStatus) }
    }
}
