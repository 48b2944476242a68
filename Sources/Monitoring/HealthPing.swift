import AsyncHTTPClient
import Foundation
import NIOCore

/// healthchecks.io-style pings (CONTRACT §8): `<url>/start`, `<url>` on success, `<url>/<exit status>` on failure.
/// Each ping makes at most two tries within `bound` seconds in all; a failed ping is a note, never a failed run.
public struct HealthPing: Sendable {
    public let url: String
    public let bound: Double

    public init(url: String, bound: Double = 5) {
        self.url = url.hasSuffix("/") ? String(url.dropLast()) : url
        self.bound = bound
    }

    /// nil when the ping got a 2xx answer, else one line saying why not (without the URL's secrets).
    public func send(_ suffix: String) async -> String? {
        let perTry = Int64(bound * 500)
        var cause = "no answer"
        for _ in 0..<2 {
            // The client's own deadline comes first, so its error (e.g. every connection refused) is the one reported.
            guard let answer = await withDeadline(milliseconds: perTry,
                                                  { try await request(suffix, milliseconds: perTry - 100) })
            else {
                cause = "no answer within \(String(format: "%.1f", bound / 2)) s"
                continue
            }
            switch answer {
            case .success(let status) where (200..<300).contains(status): return nil
            case .success(let status): cause = "HTTP \(status)"
            case .failure(let error): cause = Self.describe(error)
            }
        }
        return "ping \(PublicURL.text(url + suffix)) failed twice (\(cause)); the run is not affected"
    }

    private func request(_ suffix: String, milliseconds: Int64) async throws -> Int {
        var request = HTTPClientRequest(url: url + suffix)
        request.method = .GET
        request.headers.add(name: "User-Agent", value: "pcsite")
        let response = try await HTTPClient.shared.execute(request, timeout: .milliseconds(milliseconds))
        _ = try? await response.body.collect(upTo: 64 * 1024)
        return Int(response.status.code)
    }

    /// The operation's result, or nil when it did not finish in time (it is then cancelled).
    private func withDeadline(milliseconds: Int64, _ operation: @escaping @Sendable () async throws -> Int) async
        -> Result<Int, any Error>? {
        await withTaskGroup(of: Result<Int, any Error>?.self) { group in
            group.addTask {
                do { return .success(try await operation()) } catch { return .failure(error) }
            }
            group.addTask {
                try? await Task.sleep(for: .milliseconds(milliseconds))
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }

    private static func describe(_ error: any Error) -> String {
        if let client = error as? HTTPClientError {
            if client == .connectTimeout || client == .deadlineExceeded || client == .readTimeout { return "timed out" }
            return "\(client)"
        }
        let text = "\(error)"
        if text.contains("connectionRefused") || text.contains("Connection refused") { return "connection refused" }
        return text.count > 120 ? String(text.prefix(120)) + "…" : text
    }
}
