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
        let report = try await options.runShowingProgress(output, dryRun: true)
        Terminal.print(report, verb: "checked", policy: output.policy)
        if report.exitStatus != 0 { throw ExitCode(report.exitStatus) }
    }
}
