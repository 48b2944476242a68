import APISource
import ArgumentParser
import Domain
import Foundation

/// Network options shared by every command that can read the API (build, check, fetch).
struct APIFlags: ParsableArguments {
    @Option(help: "Rows asked per page of the API's paged endpoints (default: page_size from the config).")
    var perPage: Int?

    @Option(help: "API requests in flight at once.")
    var maxRequests: Int = 4

    @Option(help: "Seconds one API request may take, body included.")
    var requestTimeout: Double = 30

    @Option(help: "Seconds the whole API fetch may take.")
    var fetchTimeout: Double = 600

    @Option(help: "Folder for ETag/Last-Modified validators (default: .pcsite/http-cache beside the output).")
    var httpCache: String?

    @Flag(help: "Ask the API about every listed contest this run (conditionally), even those whose versions are unchanged.")
    var revalidate = false

    func validate() throws {
        if maxRequests < 1 { throw ValidationError("--max-requests must be at least 1") }
        if let perPage, perPage < 1 || perPage > 1000 { throw ValidationError("--per-page must be from 1 to 1000") }
        if !(requestTimeout > 0 && requestTimeout <= 3600) { throw ValidationError("--request-timeout must be 0–3600 s") }
        if !(fetchTimeout > 0 && fetchTimeout <= 86_400) { throw ValidationError("--fetch-timeout must be 0–86400 s") }
    }

    /// The token comes from PCSITE_API_TOKEN only (CONTRACT §2), never from a flag or a file.
    func options(api: String, config: SiteConfig, output: String) throws(Problem) -> APIOptions {
        var options = APIOptions(base: try APIOptions.normalizedBase(api),
                   token: ProcessInfo.processInfo.environment["PCSITE_API_TOKEN"],
                   perPage: perPage ?? config.pageSize, maxConcurrentRequests: maxRequests,
                   requestTimeout: .milliseconds(Int64(requestTimeout * 1000)),
                   fetchTimeout: .milliseconds(Int64(fetchTimeout * 1000)),
                   cacheFolder: httpCache ?? APIOptions.defaultCacheFolder(forOutput: output))
        options.revalidateAfter = config.api.revalidateAfter
        options.maxDocumentBytes = config.limits.maxDocumentBytes
        options.maxLeaderboardCells = config.limits.maxLeaderboardCells
        options.revalidateAll = revalidate
        return options
    }
}
