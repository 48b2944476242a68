import Domain
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Reads `<verify_url>/build.json` back over HTTP after the switch: what the public actually gets.
enum BuildVerifier {
    /// A few attempts a second apart: a front cache may need a moment. Throws unless `buildID` is served.
    static func check(_ verifyURL: String, buildID: String) async throws(BuildProblem) {
        let address = verifyURL + "/build.json"
        guard let url = URL(string: address) else { throw BuildProblem(source: address, message: "not a URL") }
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalAndRemoteCacheData, timeoutInterval: 10)
        request.setValue("no-cache", forHTTPHeaderField: "Cache-Control")
        var last = ""
        for attempt in 1...3 {
            if attempt > 1 { try? await Task.sleep(for: .seconds(1)) }
            do {
                let (data, response) = try await URLSession.shared.data(for: request)
                let status = (response as? HTTPURLResponse)?.statusCode ?? 0
                guard status == 200 else { last = "HTTP status \(status)"; continue }
                let served = (try? JSONSerialization.jsonObject(with: data) as? [String: Any])?["build_id"] as? String
                if served == buildID { return }
                last = "it serves build \(served ?? "(none)"), not \(buildID)"
            } catch {
                last = error.localizedDescription
            }
        }
        throw BuildProblem(source: address, message: "verification failed: \(last)")
    }
}
