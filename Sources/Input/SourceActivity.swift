/// What a run asked the backend (CONTRACT §1.3), for the report and the summary line. Every listed contest is
/// counted once under `skipped`, `revalidated` or `fetched`; `notModified` and `failed` count among the last two.
public struct SourceActivity: Sendable, Equatable {
    /// Listed with the versions pcsite already held: no request sent.
    public var skipped = 0
    /// Versions unchanged, but due for the periodic check (or `--revalidate`): asked conditionally.
    public var revalidated = 0
    /// New, changed versions, or listed without versions: asked conditionally.
    public var fetched = 0
    /// Asked, and the documents came back the same as those held (HTTP 304 or equal bytes).
    public var notModified = 0
    /// Asked, and the answer could not be used; the contest's last good pages stay.
    public var failed = 0
    /// HTTP requests sent, list pages included, retries included.
    public var requests = 0
    /// Of them, answered 304 Not Modified.
    public var notModifiedResponses = 0

    public init() {}

    /// "contests from the API: 9,990 unchanged and not asked, 8 rechecked, 2 fetched (…)".
    public var summary: String {
        "API: \(skipped) contests not asked (versions unchanged), \(revalidated) rechecked, \(fetched) fetched, "
            + "\(notModified) of those unchanged, \(failed) failed; \(requests) requests, \(notModifiedResponses) answered 304"
    }
}
