import Foundation

/// When to try a request again and how long to wait first: exponential backoff with jitter,
/// and a 429's Retry-After honoured but bounded.
struct RetryPolicy: Sendable {
    let maxRetries: Int
    let initialBackoff: Duration
    let maxBackoff: Duration
    let maxRetryAfter: Duration

    /// The wait before retry number `retry` (1-based): a random point in the upper half of
    /// `initial × 2^(retry-1)`, capped — jitter keeps many cron jobs from retrying in step.
    func backoff(retry: Int) -> Duration {
        let exponent = min(max(0, retry - 1), 20)
        let ceiling = min(initialBackoff * (1 << exponent), maxBackoff)
        let jitter = Double.random(in: 0.5...1.0)
        return ceiling * jitter
    }

    /// The wait a 429 asks for: `Retry-After` in seconds or as an HTTP date, bounded by `maxRetryAfter`;
    /// without a usable header, the ordinary backoff.
    func retryAfter(_ header: String?, retry: Int, now: Date = Date()) -> Duration {
        guard let header = header?.trimmingCharacters(in: .whitespaces), !header.isEmpty else {
            return backoff(retry: retry)
        }
        if let seconds = Int(header) {
            return min(.seconds(max(0, seconds)), maxRetryAfter)
        }
        if let date = Self.httpDate(header) {
            let seconds = max(0, date.timeIntervalSince(now))
            return min(.milliseconds(Int64(min(seconds, 86_400) * 1000)), maxRetryAfter)
        }
        return backoff(retry: retry)
    }

    private static func httpDate(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.date(from: text)
    }
}
