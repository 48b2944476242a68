import Domain

/// Why one request failed for good (after its retries). Its text names the URL and the cause, never the token.
public struct FetchFailure: Error, Sendable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// 401 or 403: the token is missing or wrong; nothing from this backend can be trusted.
        case unauthorized(status: Int)
        /// A status that retrying will not change (4xx other than 404/429, 3xx).
        case status(Int)
        /// 5xx or 429 still failing after the last retry.
        case serverError(status: Int)
        /// Connection refused or reset, a body cut short, a request past its timeout.
        case transport(String)
        /// The whole-fetch timeout ran out.
        case fetchTimeout
        /// The body is larger than the document limit.
        case tooLarge(limit: Int)
        /// The paged responses do not add up (total_pages changed, rows duplicated or missing).
        case inconsistentPagination(String)
    }

    public var url: String
    public var kind: Kind
    /// Attempts made, the first included.
    public var attempts: Int

    public init(url: String, kind: Kind, attempts: Int) {
        self.url = url
        self.kind = kind
        self.attempts = attempts
    }

    public var cause: String {
        let tries = attempts > 1 ? " (after \(attempts) attempts)" : ""
        switch kind {
        case .unauthorized(let status): return "HTTP \(status): the API refused the credentials (check PCSITE_API_TOKEN)"
        case .status(let status): return "HTTP \(status)"
        case .serverError(let status): return "HTTP \(status)\(tries)"
        case .transport(let reason): return "\(reason)\(tries)"
        case .fetchTimeout: return "the whole-fetch timeout ran out"
        case .tooLarge(let limit): return "response is over the limit of \(limit) bytes"
        case .inconsistentPagination(let detail): return "inconsistent pagination: \(detail)"
        }
    }

    public var description: String { "\(url): \(cause)" }

    public var problem: Problem { Problem(source: url, message: cause) }
}
