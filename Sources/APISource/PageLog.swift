import Synchronization

/// What one paged fetch got from where: pages fetched anew through the HTTP cache (to keep once the document is
/// accepted), the HTTP cache's copies a 304 handed back (to drop when it is refused), and whether anything came
/// back as held at all.
final class PageLog: Sendable {
    private let state = Mutex<(fresh: [CachedPage], reusedURLs: [String], reused: Bool, transportFailed: Bool)>(([], [], false, false))

    func fetched(_ page: CachedPage) { state.withLock { $0.fresh.append(page) } }

    /// `fromCache`: the copy was the HTTP cache's (not one the caller held).
    func reused(_ url: String, fromCache: Bool) {
        state.withLock {
            $0.reused = true
            if fromCache { $0.reusedURLs.append(url) }
        }
    }

    /// A request failed (network, status): the copies are not to blame.
    func transportFailed() { state.withLock { $0.transportFailed = true } }

    var fresh: [CachedPage] { state.withLock { $0.fresh.sorted { $0.url < $1.url } } }
    var reusedURLs: [String] { state.withLock { $0.reusedURLs.sorted() } }
    var reused: Bool { state.withLock { $0.reused } }
    var failedInTransport: Bool { state.withLock { $0.transportFailed } }
}
