import APISource
import Domain
import Foundation
import HTTPTestSupport
import Input
import Publishing
import TestSupport

/// Builds sites from either source into scratch folders and compares them file by file.
struct SiteHarness {
    /// A fresh scratch folder; `public/`, `.pcsite/` (manifest, HTTP cache) and snapshots go inside it.
    let root: String

    init() throws {
        root = try temporaryFolder("api")
    }

    func path(_ name: String) -> String { (root as NSString).appendingPathComponent(name) }

    func remove() { try? FileManager.default.removeItem(atPath: root) }

    static let config = SiteConfig(title: "Contests", baseURL: "https://contests.example.com",
                                   apiBase: "https://api.example.com", timeZone: "America/New_York", pageSize: 25)

    func build(_ source: any ContestSource, into name: String, pages: String? = nil) async -> BuildReport {
        let pagesFolder = pages ?? (FixtureAPI.fixtureContent as NSString).appendingPathComponent("pages")
        return await SiteBuild.run(BuildRequest(source: source, contentPagesFolder: pagesFolder, outputFolder: path(name),
                                                templatesFolder: nil, config: Self.config, jobs: 4))
    }

    /// Builds from the API with test-sized limits; the HTTP client is shut down afterwards.
    func buildFromAPI(_ options: APIOptions, into name: String) async -> BuildReport {
        await APISource.withSource(options) { source in await build(source, into: name) }
    }

    /// Small timeouts and backoff so fault tests stay fast; the cache lives beside `public`.
    func options(_ server: TestHTTPServer, token: String? = "s3cret-token-value", perPage: Int = 10,
                 requestTimeout: Duration = .seconds(15), retries: Int = 3, concurrency: Int = 4) -> APIOptions {
        APIOptions(base: server.base, token: token, perPage: perPage, maxConcurrentRequests: concurrency,
                   requestTimeout: requestTimeout, fetchTimeout: .seconds(90), maxRetries: retries,
                   initialBackoff: .milliseconds(10), maxBackoff: .milliseconds(50), maxRetryAfter: .seconds(2),
                   cacheFolder: path(".pcsite/http-cache"))
    }

    /// Every regular file under `folder`, by relative path.
    static func files(in folder: String) -> [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return result }
        while let relative = walker.nextObject() as? String {
            let full = (folder as NSString).appendingPathComponent(relative)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue,
               let data = FileManager.default.contents(atPath: full) {
                result[relative] = [UInt8](data)
            }
        }
        return result
    }

    /// Relative paths that differ between two folders (missing on one side, or different bytes).
    static func differences(_ first: String, _ second: String) -> [String] {
        let left = files(in: first)
        let right = files(in: second)
        return Set(left.keys).union(right.keys).filter { left[$0] != right[$0] }.sorted()
    }

    /// True when `needle` occurs in any file under `folder`.
    static func anyFile(in folder: String, contains needle: String) -> Bool {
        let bytes = Array(needle.utf8)
        return files(in: folder).values.contains { haystack in
            guard haystack.count >= bytes.count else { return false }
            return (0...(haystack.count - bytes.count)).contains { haystack[$0..<$0 + bytes.count].elementsEqual(bytes) }
        }
    }
}
