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

    func run() async throws {
        let report: BuildReport
        do {
            report = try await options.run(dryRun: false)
        } catch {
            Terminal.error(error.description)
            throw ExitCode(2)
        }
        Terminal.print(report)
        if report.exitStatus != 0 { throw ExitCode(report.exitStatus) }
    }
}
