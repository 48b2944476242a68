import Foundation

/// A URL as it may be printed: scheme, host and port only. Userinfo and query can hold credentials, and a
/// healthchecks.io ping URL's path is its secret, so none of them is ever shown.
enum PublicURL {
    static func text(_ url: String) -> String {
        guard let components = URLComponents(string: url), let scheme = components.scheme, let host = components.host else {
            return "(ping_url)"
        }
        let port = components.port.map { ":\($0)" } ?? ""
        return "\(scheme)://\(host)\(port)/…"
    }
}
