import APISource
import ArgumentParser
import Domain
import Foundation
import Input
import Publishing

/// Source, config and template options shared by build, check and serve (CONTRACT §4).
struct SiteOptions: ParsableArguments {
    @Option(help: "Snapshot folder to read (default: content).")
    var source: String?

    @Option(help: "Backend origin to read from instead of a snapshot, e.g. https://api.example.com.")
    var api: String?

    @Option(help: "Output folder.")
    var out: String = "public"

    @Option(help: "Template overrides folder (default: templates, when present).")
    var templates: String?

    @Option(help: "Site config (default: pcsite.yml, when present).")
    var config: String?

    @Option(help: "Contests rendered in parallel (default: number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @OptionGroup var network: APIFlags

    func validate() throws {
        if source != nil, api != nil { throw ValidationError("use either --source or --api, not both") }
        if jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }

    /// Resolves flags and config, then builds (or checks) from the snapshot or the API.
    /// A problem thrown here means nothing could be published (exit 2).
    func run(dryRun: Bool) async throws(BuildProblem) -> BuildReport {
        let config = try loadConfig()
        let sourceFolder = source ?? "content"
        let pagesFolder = (sourceFolder as NSString).appendingPathComponent("pages")
        let templatesFolder = templates ?? (FileManager.default.fileExists(atPath: "templates") ? "templates" : nil)
        if let templates, !FileManager.default.fileExists(atPath: templates) {
            throw BuildProblem(source: templates, message: "templates folder does not exist")
        }
        func request(_ contestSource: any ContestSource, jobs: Int) -> BuildRequest {
            BuildRequest(source: contestSource, contentPagesFolder: pagesFolder, outputFolder: out,
                         templatesFolder: templatesFolder, config: config, jobs: jobs, dryRun: dryRun)
        }
        guard let api else { return await SiteBuild.run(request(DiskSource(root: sourceFolder), jobs: jobs)) }
        let options = try network.options(api: api, config: config, output: out)
        // Loading from the API waits on the network: enough workers to keep the allowed requests in flight.
        return await APISource.withSource(options) { contestSource in
            await SiteBuild.run(request(contestSource, jobs: max(jobs, options.maxConcurrentRequests)))
        }
    }

    func loadConfig() throws(BuildProblem) -> SiteConfig {
        if let config { return try ConfigLoader.load(path: config) }
        if FileManager.default.fileExists(atPath: "pcsite.yml") { return try ConfigLoader.load(path: "pcsite.yml") }
        return SiteConfig()
    }
}
