import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import Synchronization

/// What a GET came back with, once retries are over.
enum APIResponse: Sendable {
    /// The body, and the validators to ask with next time (nil when the response carried none); `reused` when the
    /// server answered 304 and the body is the copy pcsite held.
    case document([UInt8], Validators?, reused: Bool)
    /// 404: for a leaderboard this means "no standings yet" (CONTRACT §1.2).
    case notFound
}

/// GETs documents from the backend: bearer token, bounded concurrency, per-request and whole-fetch
/// timeouts, bounded retries with backoff, and conditional requests against the HTTP cache.
final class APIClient: Sendable {
    let options: APIOptions
    private let http: HTTPClient
    private let limiter: RequestLimiter
    private let retry: RetryPolicy
    private let cache: HTTPCache?
    private let fetchDeadline: ContinuousClock.Instant
    /// Requests sent and of them answered 304, for the run's report.
    private let tally = Mutex<(requests: Int, notModified: Int)>((0, 0))
    /// A backend that asked for a pause (Retry-After on 429 or 503) gets it from every request, not only the one
    /// it answered: no request starts before this instant.
    private let pausedUntil = Mutex<ContinuousClock.Instant?>(nil)

    init(options: APIOptions) {
        self.options = options
        var configuration = HTTPClient.Configuration()
        // Redirects are not followed, so the bearer token never travels to another origin.
        configuration.redirectConfiguration = .disallow
        let timeout = TimeAmount.nanoseconds(Self.nanoseconds(options.requestTimeout))
        configuration.timeout = HTTPClient.Configuration.Timeout(connect: timeout, read: timeout)
        // A refused connection fails the attempt at once; our own retries (bounded, with backoff) take over,
        // instead of the pool silently reconnecting until the connect timeout.
        configuration.connectionPool.retryConnectionEstablishment = false
        http = HTTPClient(eventLoopGroupProvider: .shared(Self.eventLoop), configuration: configuration)
        limiter = RequestLimiter(limit: options.maxConcurrentRequests)
        retry = RetryPolicy(maxRetries: options.maxRetries, initialBackoff: options.initialBackoff,
                            maxBackoff: options.maxBackoff, maxRetryAfter: options.maxRetryAfter)
        cache = options.cacheFolder.map(HTTPCache.init(folder:))
        cache?.removeFirstFormat()
        fetchDeadline = ContinuousClock.now + options.fetchTimeout
    }

    /// One I/O thread for every client of the process: a few HTTP/1.1 connections keep one thread far from
    /// busy, and on a two-core machine the rendering keeps the other core instead of trading it with a second
    /// event loop (NIO's singleton group has a thread per core). A first run from the API of 10,000 contests:
    /// 12.2 s against 12.7 s, medians of five (benchmarks/runs/2026-11-25-2core-vm.md, "The cron line from the API").
    static let eventLoop = MultiThreadedEventLoopGroup(numberOfThreads: 1)

    func shutdown() async {
        try? await http.shutdown()
    }

    var counts: (requests: Int, notModified: Int) { tally.withLock { $0 } }

    /// `base` + a CONTRACT §1 path.
    func url(_ path: String) -> String { options.base + path }

    /// `known`: a body the caller holds and the validators it was served with, asked with instead of the HTTP
    /// cache's (a 304 returns that body); `useCache: false` does not read the HTTP cache. Nothing is written to it
    /// here: a body is kept (`remember`) only once the caller found that it parses and maps.
    func get(_ url: String, known: (validators: Validators, body: [UInt8])? = nil,
             useCache: Bool = true) async throws(FetchFailure) -> APIResponse {
        let cached = known ?? (useCache ? cache?.load(url) : nil)
        var attempt = 0
        while true {
            attempt += 1
            guard ContinuousClock.now < fetchDeadline else {
                throw FetchFailure(url: url, kind: .fetchTimeout, attempts: attempt - 1)
            }
            if let resume = pausedUntil.withLock({ $0 }), resume >= fetchDeadline {
                throw FetchFailure(url: url, kind: .fetchTimeout, attempts: attempt - 1)
            }
            // The pause is checked holding a slot, right before sending: a request queued before the backend asked
            // for it waits too.
            let retry = retry
            let outcome = await limiter.withSlot {
                if let resume = self.pausedUntil.withLock({ $0 }), resume > ContinuousClock.now {
                    try? await Task.sleep(until: min(resume, self.fetchDeadline), clock: .continuous)
                }
                let outcome = await self.attempt(url, cached: cached)
                // The pause a backend asks for starts before this slot is given to the next request.
                if case .retry(_, let retryAfter?) = outcome, attempt <= retry.maxRetries {
                    let resume = ContinuousClock.now + retry.retryAfter(retryAfter, retry: attempt)
                    self.pausedUntil.withLock { $0 = max($0 ?? resume, resume) }
                }
                return outcome
            }
            let wait: Duration
            switch outcome {
            case .done(let response):
                return response
            case .fail(let kind):
                throw FetchFailure(url: url, kind: kind, attempts: attempt)
            case .retry(let kind, let retryAfter):
                guard attempt <= retry.maxRetries else { throw FetchFailure(url: url, kind: kind, attempts: attempt) }
                if retryAfter != nil {
                    // Set in the slot above: wait until then.
                    wait = max(.zero, (pausedUntil.withLock { $0 } ?? ContinuousClock.now) - ContinuousClock.now)
                } else {
                    wait = retry.backoff(retry: attempt)
                }
            }
            guard ContinuousClock.now + wait < fetchDeadline else {
                throw FetchFailure(url: url, kind: .fetchTimeout, attempts: attempt)
            }
            do {
                try await Task.sleep(for: wait)
            } catch {
                throw FetchFailure(url: url, kind: .transport("cancelled"), attempts: attempt)
            }
        }
    }

    /// Keeps pages whose document parsed and mapped in the HTTP cache, for the next run to ask with.
    func remember(_ pages: [CachedPage]) {
        for page in pages { cache?.store(page.url, validators: page.validators, body: page.body) }
    }

    /// Drops the HTTP cache's copies of these URLs (they did not parse or map): the next request is unconditional.
    func forget(_ urls: [String]) {
        for url in urls { cache?.remove(url) }
    }

    private enum Outcome: Sendable {
        case done(APIResponse)
        /// `retryAfter` is the raw header of a 429, when it sent one.
        case retry(FetchFailure.Kind, retryAfter: String?)
        case fail(FetchFailure.Kind)
    }

    private func attempt(_ url: String, cached: (validators: Validators, body: [UInt8])?) async -> Outcome {
        var request = HTTPClientRequest(url: url)
        request.method = .GET
        request.headers.add(name: "Accept", value: "application/json")
        request.headers.add(name: "User-Agent", value: "pcsite")
        if let token = options.token { request.headers.add(name: "Authorization", value: "Bearer \(token)") }
        if let etag = cached?.validators.etag { request.headers.add(name: "If-None-Match", value: etag) }
        if let modified = cached?.validators.lastModified { request.headers.add(name: "If-Modified-Since", value: modified) }
        let deadline = min(ContinuousClock.now + options.requestTimeout, fetchDeadline)
        let remaining = max(.zero, deadline - ContinuousClock.now)
        do {
            let response = try await http.execute(request, timeout: .nanoseconds(Self.nanoseconds(remaining)))
            let status = Int(response.status.code)
            tally.withLock {
                $0.requests += 1
                if status == 304 { $0.notModified += 1 }
            }
            switch status {
            case 200...299:
                let body = try await withDeadline(deadline) {
                    try await response.body.collect(upTo: self.options.maxDocumentBytes)
                }
                let bytes = Array(buffer: body)
                let validators = Validators(etag: response.headers.first(name: "ETag"),
                                            lastModified: response.headers.first(name: "Last-Modified"))
                return .done(.document(bytes, validators.isEmpty ? nil : validators, reused: false))
            case 304:
                guard let cached else { return .fail(.status(304)) }
                return .done(.document(cached.body, cached.validators, reused: true))
            case 404:
                return .done(.notFound)
            case 401, 403:
                return .fail(.unauthorized(status: status))
            case 429:
                return .retry(.serverError(status: status), retryAfter: response.headers.first(name: "Retry-After") ?? "")
            case 500...599:
                // An overloaded or restarting backend (503) may say when to come back; without it, jittered backoff.
                return .retry(.serverError(status: status), retryAfter: response.headers.first(name: "Retry-After"))
            default:
                return .fail(.status(status))
            }
        } catch let error as NIOTooManyBytesError {
            _ = error
            return .fail(.tooLarge(limit: options.maxDocumentBytes))
        } catch {
            tally.withLock { $0.requests += 1 }
            return .retry(.transport(Self.describe(error, timeout: options.requestTimeout)), retryAfter: nil)
        }
    }

    /// The body may stall after the head arrived; the request's deadline covers it too.
    private func withDeadline<T: Sendable>(_ deadline: ContinuousClock.Instant,
                                          _ body: @escaping @Sendable () async throws -> T) async throws -> T {
        try await withThrowingTaskGroup(of: T?.self) { group in
            group.addTask { try await body() }
            group.addTask {
                try await Task.sleep(until: deadline, clock: .continuous)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let value = first else { throw HTTPClientError.deadlineExceeded }
            return value
        }
    }

    /// A one-line cause without secrets: AsyncHTTPClient's errors never carry request headers.
    private static func describe(_ error: any Error, timeout: Duration) -> String {
        if let client = error as? HTTPClientError {
            switch client {
            case .deadlineExceeded, .readTimeout, .connectTimeout:
                return "no complete response within the request timeout of \(timeout)"
            case .remoteConnectionClosed, .bodyLengthMismatch:
                return "the connection closed before the response was complete"
            default:
                return "request failed: \(client)"
            }
        }
        if let io = error as? IOError {
            return "cannot connect: \(String(cString: strerror(io.errnoCode)))"
        }
        return "request failed: \(error)"
    }

    private static func nanoseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds.multipliedReportingOverflow(by: 1_000_000_000).partialValue + attoseconds / 1_000_000_000
    }
}
