import Domain
import Foundation
import Yams

/// Reads pcsite.yml (CONTRACT §5). Unknown keys are ignored; bad values are a config error (exit 2).
public enum ConfigLoader {
    public static func load(path: String) throws(BuildProblem) -> SiteConfig {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BuildProblem(source: path, message: "cannot read config file")
        }
        return try parse(String(decoding: data, as: UTF8.self), source: path)
    }

    public static func parse(_ text: String, source: String) throws(BuildProblem) -> SiteConfig {
        let node: Any?
        do {
            node = try Yams.load(yaml: text)
        } catch {
            throw BuildProblem(source: source, message: "invalid YAML: \(error)")
        }
        // A file with only `---` and comments is an empty document, not a scalar.
        if node == nil || node is NSNull || (node as? String)?.isEmpty == true { return SiteConfig() }
        guard let map = node as? [String: Any] else {
            throw BuildProblem(source: source, message: "expected a mapping of settings")
        }
        var config = SiteConfig()
        func string(_ key: String) throws(BuildProblem) -> String? {
            guard let value = map[key], !(value is NSNull) else { return nil }
            if let text = value as? String { return text }
            if value is Int || value is Double || value is Bool { return "\(value)" }
            throw BuildProblem(source: source, path: "$.\(key)", message: "expected a string")
        }
        if let title = try string("title") { config.title = title }
        if let description = try string("description") { config.description = description }
        if let base = try string("base_url") { config.baseURL = try url(base, key: "base_url", source: source) }
        if let api = try string("api_base") { config.apiBase = try url(api, key: "api_base", source: source) }
        if let locale = try string("locale") { config.locale = locale }
        if let zone = try string("time_zone") {
            guard TimeZone(identifier: zone) != nil else {
                throw BuildProblem(source: source, path: "$.time_zone", message: "unknown time zone \"\(zone)\"")
            }
            config.timeZone = zone
        }
        if let size = map["page_size"] {
            guard let pageSize = size as? Int, pageSize > 0, pageSize <= 100_000 else {
                throw BuildProblem(source: source, path: "$.page_size", message: "expected a whole number from 1 to 100000")
            }
            config.pageSize = pageSize
        }
        if let scheme = try string("app_scheme"), !scheme.isEmpty {
            guard scheme.range(of: "^[A-Za-z][A-Za-z0-9+.-]*$", options: .regularExpression) != nil,
                  !["javascript", "data", "vbscript", "file"].contains(scheme.lowercased()) else {
                throw BuildProblem(source: source, path: "$.app_scheme", message: "\"\(scheme)\" is not a usable URL scheme")
            }
            config.appScheme = scheme
        }
        return config
    }

    /// Trailing slashes are normalised away; only http(s) URLs are accepted.
    private static func url(_ text: String, key: String, source: String) throws(BuildProblem) -> String {
        var value = text.trimmingCharacters(in: .whitespaces)
        while value.hasSuffix("/") { value.removeLast() }
        if value.isEmpty { return value }
        guard let parsed = URL(string: value), let scheme = parsed.scheme?.lowercased(), ["http", "https"].contains(scheme),
              parsed.host != nil else {
            throw BuildProblem(source: source, path: "$.\(key)", message: "\"\(text)\" is not an http(s) URL")
        }
        return value
    }
}
