/// pcsite.yml's monitoring keys (CONTRACT §8): what a run leaves behind for the person on call.
public struct MonitoringConfig: Sendable, Equatable {
    /// `metrics_file:` — Prometheus text format written after every run (`--metrics` overrides it).
    public var metricsFile: String?
    /// `ping_url:` — healthchecks.io-style URL pinged at start, on success and with the exit status on failure.
    public var pingURL: String?
    /// `stale_after:` in seconds — a run whose newest published standings are older than this exits 1.
    public var staleAfter: Double?

    public init(metricsFile: String? = nil, pingURL: String? = nil, staleAfter: Double? = nil) {
        self.metricsFile = metricsFile
        self.pingURL = pingURL
        self.staleAfter = staleAfter
    }
}
