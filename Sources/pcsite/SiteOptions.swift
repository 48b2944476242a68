import APISource
import ArgumentParser
import Domain
import EveryCore
import Foundation
import Input
import Publishing

/// Source, config and template options shared by build, check and serve (CONTRACT §5).
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

    @Option(help: "Threads of work: contests rendered at once, and the steps spread over every core (default: the cores this process may use, after taskset and cgroup quotas).")
    var jobs: Int = UsableCores.detected

    @OptionGroup var network: APIFlags

    func validate() throws {
        if source != nil, api != nil { throw ValidationError("use either --source or --api, not both") }
        if jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }

    /// Resolves flags and config, then builds (or checks) from the snapshot or the API.
    /// A problem thrown here means nothing could be published (exit 2).
    /// `configure` sets what only `build` has (report path, cancellation).
    /// `config`: pcsite.yml as the command loaded it (`loadConfig()`), once per run.
    func run(config: SiteConfig, dryRun: Bool, progress: (@Sendable (Int, Int) -> Void)? = nil, full: Bool = false,
             waitForLock: Bool = false, configure: @Sendable (inout BuildRequest) -> Void = { _ in })
        async throws(Problem) -> BuildReport {
        guard let api else {
            var request = try request(dryRun: dryRun, config: config)
            request.progress = progress
            request.full = full
            request.waitForLock = waitForLock
            configure(&request)
            return await SiteBuild.run(request)
        }
        let templatesFolder = try resolvedTemplatesFolder()
        let options = try network.options(api: api, config: config, output: out)
        // Loading from the API waits on the network: enough workers to keep the allowed requests in flight.
        return await APISource.withSource(options) { contestSource in
            var request = request(dryRun: dryRun, source: contestSource, config: config, templatesFolder: templatesFolder)
            request.jobs = max(jobs, options.maxConcurrentRequests)
            request.progress = progress
            request.full = full
            request.waitForLock = waitForLock
            configure(&request)
            return await SiteBuild.run(request)
        }
    }

    /// The request for a build from the snapshot folder (`serve` and snapshot builds).
    func request(dryRun: Bool, config: SiteConfig) throws(Problem) -> BuildRequest {
        if let api { throw Problem(source: api, message: "this command reads snapshots only; use `pcsite fetch` first") }
        return request(dryRun: dryRun, source: DiskSource(root: source ?? "content", limits: config.limits), config: config,
                       templatesFolder: try resolvedTemplatesFolder())
    }

    /// `--templates` must exist when given; otherwise `templates/` is used when present.
    func resolvedTemplatesFolder() throws(Problem) -> String? {
        if let templates, !FileManager.default.fileExists(atPath: templates) {
            throw Problem(source: templates, message: "templates folder does not exist")
        }
        return templates ?? (FileManager.default.fileExists(atPath: "templates") ? "templates" : nil)
    }

    private func request(dryRun: Bool, source contestSource: any ContestSource, config: SiteConfig,
                         templatesFolder: String?) -> BuildRequest {
        let pagesFolder = ((source ?? "content") as NSString).appendingPathComponent("pages")
        return BuildRequest(source: contestSource, contentPagesFolder: pagesFolder, outputFolder: out,
                            templatesFolder: templatesFolder, config: config, jobs: jobs, dryRun: dryRun)
    }

    func loadConfig() throws(Problem) -> SiteConfig {
        try ConfigLoader.discover(explicit: config)
    }
}

extension SiteOptions {
    /// Runs a build or check with a progress counter on a TTY. A problem that stops everything
    /// (bad config, missing source folder) is printed and exits with status 2.
    /// `config`: pcsite.yml as the command loaded it; a failure to load it is printed here, like any problem that
    /// stops the run.
    func runShowingProgress(_ output: OutputOptions, config: Result<SiteConfig, Problem>, dryRun: Bool,
                            full: Bool = false, waitForLock: Bool = false,
                            configure: @Sendable (inout BuildRequest) -> Void = { _ in }) async throws -> BuildReport
    {
        let progress = Terminal.progress(output.policy)
        defer { progress?.clear() }
        do {
            return try await run(config: config.get(), dryRun: dryRun, progress: progress?.callback, full: full,
                                 waitForLock: waitForLock, configure: configure)
        } catch {
            Terminal.error(error.description, policy: output.policy)
            throw ExitCode(2)
        }
    }
}
