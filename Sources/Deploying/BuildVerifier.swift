import AsyncHTTPClient
import Domain
import Foundation
import NIOCore
import NIOFoundationCompat
import OutputTree

/// Reads `<verify_url>/build.json` back over HTTP after the switch: what the public actually gets.
/// Through AsyncHTTPClient like the API and the pings: Foundation's URLSession would link libcurl into the
/// release binary and make it a dependency of the Debian package (CONTRACT §10).
enum BuildVerifier {
    /// A few attempts a second apart: a front cache may need a moment. Throws unless `buildID` is served.
    static func check(_ verifyURL: String, buildID: String) async throws(Problem) {
        let address = verifyURL + "/build.json"
        guard URL(string: address)?.host != nil else { throw Problem(source: address, message: "not a URL") }
        var request = HTTPClientRequest(url: address)
        request.headers.add(name: "Cache-Control", value: "no-cache")
        request.headers.add(name: "User-Agent", value: "pcsite")
        var last = ""
        for attempt in 1...3 {
            if attempt > 1 { try? await Task.sleep(for: .seconds(1)) }
            do {
                let response = try await HTTPClient.shared.execute(request, timeout: .seconds(10))
                let body = try await response.body.collect(upTo: 64 * 1024)
                guard response.status.code == 200 else { last = "HTTP status \(response.status.code)"; continue }
                let served = SiteFileList.buildID(inStamp: Data(buffer: body))
                if served == buildID { return }
                last = "it serves build \(served ?? "(none)"), not \(buildID)"
            } catch {
                last = "\(error)"
            }
        }
        throw Problem(source: address, message: "verification failed: \(last)")
    }
}
