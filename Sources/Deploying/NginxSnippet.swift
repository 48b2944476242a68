import Domain
import Foundation
import OutputTree
import Pages

/// `deploy.headers` as nginx `location` blocks, written beside the output for ssh/file operators to include
/// in the server block that serves `<path>/current` (object stores get the headers on upload instead).
enum NginxSnippet {
    static func path(forOutput output: String) -> String {
        SideFiles.path(forOutput: output, suffix: "nginx.conf")
    }

    static func text(_ config: DeployConfig) -> String {
        var text = "# Written by pcsite deploy from deploy.headers; include it inside the server block.\n"
        for pattern in config.headers.keys.sorted(by: { ($0.count, $1) > ($1.count, $0) }) {
            guard let value = config.headers[pattern], let location = location(pattern) else { continue }
            let quoted = value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            text += "location \(location) { add_header Cache-Control \"\(quoted)\" always; }\n"
        }
        // The apps' association files (CONTRACT §12): JSON whatever their name says (Apple's has no extension, which
        // nginx would serve as its default type), an exact match that no other location can take over.
        for path in AppLinkFiles.paths {
            text += "location = /\(path) { types { } default_type application/json; }\n"
        }
        return text
    }

    /// nginx picks exact matches first, then the longest prefix, then the first matching regex; "*" is the fallback.
    private static func location(_ pattern: String) -> String? {
        let safe = pattern.allSatisfy { $0.isLetter || $0.isNumber || "._-/*".contains($0) }
        guard safe, pattern != "*" else { return pattern == "*" ? "/" : nil }
        if pattern.hasSuffix("/*") { return "^~ /\(pattern.dropLast())" }
        if pattern.hasPrefix("*") {
            return "~ \(NSRegularExpression.escapedPattern(for: String(pattern.dropFirst())))$"
        }
        return "= /\(pattern)"
    }

    static func write(_ config: DeployConfig, forOutput output: String) {
        try? Data(text(config).utf8).write(to: URL(fileURLWithPath: path(forOutput: output)), options: .atomic)
    }
}
