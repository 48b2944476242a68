import APISource
import ArgumentParser
import Domain
import Foundation
import Input

struct Fetch: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Snapshot the API into a content folder, replacing its contests atomically.",
        discussion: """
        Writes contests/<id>/contest.json as served and each leaderboard's pages merged into one leaderboard.json, \
        so `pcsite build` on the snapshot equals `pcsite build --api` on the same data. Other files in the folder \
        (pages/*.md) are kept. A contest that fails to fetch keeps its previous copy (exit 1); a refused token, \
        an unreachable API or a broken contest list replaces nothing (exit 2). The token is read from PCSITE_API_TOKEN.

        Examples:
          pcsite fetch --api https://api.example.com
          PCSITE_API_TOKEN=… pcsite fetch --api https://api.example.com --out content
        """)

    @Option(help: "Backend origin, e.g. https://api.example.com.")
    var api: String

    @Option(help: "Snapshot folder to write.")
    var out: String = "content"

    @Option(help: "Site config, for page_size (default: pcsite.yml, when present).")
    var config: String?

    @OptionGroup var network: APIFlags

    func run() async throws {
        let options: APIOptions
        do {
            let siteConfig = try ConfigLoader.discover(explicit: config)
            Terminal.warn(siteConfig.warnings)
            options = try network.options(api: api, config: siteConfig, output: out)
        } catch {
            Terminal.error(error.description)
            throw ExitCode(2)
        }
        let report = await APISource.withSource(options) { source in
            await SnapshotFetch.run(source: source, into: out)
        }
        if let fatal = report.fatal {
            Terminal.error(fatal.description)
            Terminal.note("pcsite fetch: nothing replaced")
            throw ExitCode(2)
        }
        for problem in report.problems { Terminal.error(problem.description) }
        for id in report.kept { Terminal.note("kept: contest \(id) from the previous snapshot") }
        Terminal.note("pcsite fetch: \(report.summaryLine)")
        if report.exitStatus != 0 { throw ExitCode(report.exitStatus) }
    }
}
