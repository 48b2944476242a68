import Domain
import Foundation

/// Reads pcsite.yml's `api:` mapping into an `APIConfig`.
enum APIConfigLoader {
    static func parse(_ node: Any, source: String) throws(Problem) -> APIConfig {
        let map = try ConfigLoader.mapping(node, key: "api", source: source, of: "API settings")
        var config = APIConfig()
        if let value = map["revalidate_after"], !(value is NSNull) {
            guard let seconds = seconds(value), seconds >= 1, seconds <= 7 * 86_400 else {
                throw Problem(source: source, path: "$.api.revalidate_after",
                                   message: "expected a duration from 1s to 7d, such as 90s, 30m or 1h")
            }
            config.revalidateAfter = .seconds(seconds)
        }
        return config
    }

    /// A whole number of seconds, or a number followed by s, m, h or d.
    static func seconds(_ value: Any) -> Int64? {
        if let number = value as? Int { return Int64(number) }
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces).lowercased(), !text.isEmpty else { return nil }
        let units: [Character: Int64] = ["s": 1, "m": 60, "h": 3600, "d": 86_400]
        let unit = text.last.flatMap { units[$0] }
        let digits = unit == nil ? Substring(text) : text.dropLast()
        guard digits.allSatisfy(\.isASCII), let number = Int64(digits), number <= 1_000_000_000 else { return nil }
        return number * (unit ?? 1)
    }
}
