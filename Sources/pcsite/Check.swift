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

    func run() async throws {
        let report: BuildReport
        do {
            report = try await options.run(dryRun: true)
        } catch {
            Terminal.error(error.description)
            throw ExitCode(2)
        }
        Terminal.print(report, verb: "checked")
        if report.exitStatus != 0 { throw ExitCode(report.exitStatus) }
    }
}
