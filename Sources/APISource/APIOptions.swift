import Domain
import Foundation

/// How pcsite talks to the backend: where, with which credentials, and the limits that keep a flaky
/// network from hanging a cron job. Every loop and wait is bounded by one of these numbers.
public struct APIOptions: Sendable {
    /// Backend origin without a trailing slash, e.g. `https://api.example.com`; pcsite appends CONTRACT §1 paths.
    public var base: String
    /// Sent as `Authorization: Bearer …`; never logged, never written into output or messages.
    public var token: String?
    /// `per_page` asked of paged endpoints; the server's own `pagination` is followed.
    public var perPage: Int
    /// Requests in flight at once.
    public var maxConcurrentRequests: Int
    /// One attempt, from sending to the whole body received.
    public var requestTimeout: Duration
    /// The whole fetch (list, details, leaderboards); past it every remaining request fails.
    public var fetchTimeout: Duration
    /// Retries per request after the first attempt; capped at 3 (CONTRACT §1.3).
    public var maxRetries: Int
    /// First backoff delay; doubled per retry, with jitter, capped at `maxBackoff`.
    public var initialBackoff: Duration
    public var maxBackoff: Duration
    /// A 429's Retry-After is honoured up to this long.
    public var maxRetryAfter: Duration
    /// Where ETag / Last-Modified and the documents they validate are kept between runs; nil disables it.
    public var cacheFolder: String?
    /// Largest response body accepted, in bytes (`limits.max_document_bytes`).
    public var maxDocumentBytes: Int
    /// Largest standings table mapped, columns × rows (`limits.max_leaderboard_cells`).
    public var maxLeaderboardCells = DocumentLimits.defaultMaxLeaderboardCells
    /// Upper bound on pages followed for one paged document, whatever `total_pages` says.
    public var maxPages: Int

    /// Every held contest is asked again (conditionally) at least this often, whatever the list's versions say.
    public var revalidateAfter: Duration = .seconds(3600)
    /// Held contests overdue for their check (pcsite stopped, or the backend down, for longer than `revalidateAfter`)
    /// asked about per run, most overdue first; nil: a twelfth of the listed contests, at least 100. The first run
    /// after an outage would otherwise ask about every contest at once, just as the backend comes back.
    public var overdueChecksPerRun: Int?
    /// `--revalidate`: ask about every listed contest this run, versions or not.
    public var revalidateAll = false
    /// Wall-clock seconds since 1970; tests drive it to play hours of cron runs.
    public var now: @Sendable () -> Int64 = { Int64(Date().timeIntervalSince1970) }

    public static let maxAllowedRetries = 3

    public init(base: String, token: String? = nil, perPage: Int = 100, maxConcurrentRequests: Int = 4,
                requestTimeout: Duration = .seconds(30), fetchTimeout: Duration = .seconds(600),
                maxRetries: Int = 3, initialBackoff: Duration = .milliseconds(500), maxBackoff: Duration = .seconds(8),
                maxRetryAfter: Duration = .seconds(60), cacheFolder: String? = nil,
                maxDocumentBytes: Int = DocumentLimits.defaultMaxDocumentBytes, maxPages: Int = 100_000) {
        self.base = base
        self.token = token.flatMap { $0.isEmpty ? nil : $0 }
        self.perPage = min(max(1, perPage), 1000)
        self.maxConcurrentRequests = max(1, maxConcurrentRequests)
        self.requestTimeout = requestTimeout
        self.fetchTimeout = fetchTimeout
        self.maxRetries = min(max(0, maxRetries), Self.maxAllowedRetries)
        self.initialBackoff = initialBackoff
        self.maxBackoff = maxBackoff
        self.maxRetryAfter = maxRetryAfter
        self.cacheFolder = cacheFolder
        self.maxDocumentBytes = maxDocumentBytes
        self.maxPages = max(1, maxPages)
    }

    /// Checks and normalises a backend origin: http(s), a host, no credentials, query or fragment; trailing slashes dropped.
    public static func normalizedBase(_ text: String) throws(Problem) -> String {
        guard let components = URLComponents(string: text),
              let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = components.host, !host.isEmpty else {
            throw Problem(source: "--api", message: "\"\(text.prefix(200))\" is not an http(s) URL")
        }
        guard components.user == nil, components.password == nil else {
            throw Problem(source: "--api", message: "credentials belong in PCSITE_API_TOKEN, not in the URL")
        }
        guard components.query == nil, components.fragment == nil else {
            throw Problem(source: "--api", message: "\"\(text.prefix(200))\" must be an origin without query or fragment")
        }
        var base = text
        while base.hasSuffix("/") { base.removeLast() }
        return base
    }

    /// `<parent of output>/.pcsite/http-cache`, beside the manifest and never inside the published folder.
    public static func defaultCacheFolder(forOutput output: String) -> String {
        let url = URL(fileURLWithPath: output).standardizedFileURL
        return url.deletingLastPathComponent().appendingPathComponent(".pcsite")
            .appendingPathComponent("http-cache").path
    }
}
