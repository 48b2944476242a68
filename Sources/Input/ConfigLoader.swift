import Domain
import Foundation
import Yams

/// Reads pcsite.yml (CONTRACT §3). Unknown keys are warnings (`SiteConfig.warnings`); bad values are a config
/// error (exit 2).
public enum ConfigLoader {
    /// The config every command reads: `--config` when given, else `./pcsite.yml` when present.
    public static func path(explicit: String?) -> String? {
        explicit ?? (FileManager.default.fileExists(atPath: "pcsite.yml") ? "pcsite.yml" : nil)
    }

    /// `path(explicit:)` loaded, or the defaults when there is no file.
    public static func discover(explicit: String?) throws(Problem) -> SiteConfig {
        guard let path = path(explicit: explicit) else { return SiteConfig() }
        return try load(path: path)
    }

    public static func load(path: String) throws(Problem) -> SiteConfig {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Problem(source: path, message: "cannot read config file")
        }
        return try parse(String(decoding: data, as: UTF8.self), source: path)
    }

    public static func parse(_ text: String, source: String) throws(Problem) -> SiteConfig {
        let node: Any?
        do {
            node = try Yams.load(yaml: text)
        } catch {
            throw Problem(source: source, message: "invalid YAML: \(error)")
        }
        // A file with only `---` and comments is an empty document, not a scalar.
        if node == nil || node is NSNull || (node as? String)?.isEmpty == true { return SiteConfig() }
        guard let map = node as? [String: Any] else {
            throw Problem(source: source, message: "expected a mapping of settings")
        }
        var config = SiteConfig()
        func string(_ key: String) throws(Problem) -> String? {
            guard let value = map[key], !(value is NSNull) else { return nil }
            if let text = value as? String { return text }
            if value is Int || value is Double || value is Bool { return "\(value)" }
            throw Problem(source: source, path: "$.\(key)", message: "expected a string")
        }
        if let title = try string("title") { config.title = title }
        if let description = try string("description") { config.description = description }
        if let base = try string("base_url") { config.baseURL = try url(base, key: "base_url", source: source) }
        if let api = try string("api_base") { config.apiBase = try url(api, key: "api_base", source: source) }
        if let locale = try string("locale") { config.locale = locale }
        if let zone = try string("time_zone") {
            guard TimeZone(identifier: zone) != nil else {
                throw Problem(source: source, path: "$.time_zone", message: "unknown time zone \"\(zone)\"")
            }
            config.timeZone = zone
        }
        func count(_ key: String, max: Int) throws(Problem) -> Int? {
            guard let value = map[key] else { return nil }
            guard let number = value as? Int, number > 0, number <= max else {
                throw Problem(source: source, path: "$.\(key)", message: "expected a whole number from 1 to \(max)")
            }
            return number
        }
        if let size = try count("page_size", max: 100_000) { config.pageSize = size }
        if let size = try count("index_page_size", max: 10_000) { config.indexPageSize = size }
        if let limit = try count("feed_limit", max: 100_000) { config.feedLimit = limit }
        if let join = try string("join_url"), !join.isEmpty {
            guard join.contains("{token}") else {
                throw Problem(source: source, path: "$.join_url", message: "expected a URL template containing {token}")
            }
            _ = try url(join.replacingOccurrences(of: "{token}", with: "t"), key: "join_url", source: source)
            config.joinURL = join.trimmingCharacters(in: .whitespaces)
        }
        if let store = try string("app_store_url"), !store.isEmpty {
            config.appStoreURL = try url(store, key: "app_store_url", source: source)
        }
        if let store = try string("play_store_url"), !store.isEmpty {
            config.playStoreURL = try url(store, key: "play_store_url", source: source)
        }
        if let scheme = try string("app_scheme"), !scheme.isEmpty {
            guard scheme.range(of: "^[A-Za-z][A-Za-z0-9+.-]*$", options: .regularExpression) != nil,
                  !["javascript", "data", "vbscript", "file"].contains(scheme.lowercased()) else {
                throw Problem(source: source, path: "$.app_scheme", message: "\"\(scheme)\" is not a usable URL scheme")
            }
            config.appScheme = scheme
        }
        if let deploy = map["deploy"], !(deploy is NSNull) { config.deploy = try DeployConfigLoader.parse(deploy, source: source) }
        if let api = map["api"], !(api is NSNull) { config.api = try APIConfigLoader.parse(api, source: source) }
        config.monitoring = try MonitoringConfigLoader.parse(map, source: source)
        if let limits = map["limits"], !(limits is NSNull) { config.limits = try LimitsConfigLoader.parse(limits, source: source) }
        if let apps = map["apps"], !(apps is NSNull) { config.apps = try AppsConfigLoader.parse(apps, source: source) }
        let cardWarnings: [ConfigWarning]
        (config.shareCards, cardWarnings) = try ShareCardConfigLoader.parse(map, source: source)
        var wordWarnings: [ConfigWarning]
        (config.words, wordWarnings) = try WordsLoader.words(language: try string("language"), locale: config.locale,
                                                             configPath: source)
        if let languages = map["languages"], !(languages is NSNull) {
            let editionWarnings: [ConfigWarning]
            (config.editions, editionWarnings) = try WordsLoader.editions(languages, primary: config.words,
                                                                         explicitLanguage: try string("language") != nil,
                                                                         locale: config.locale, configPath: source)
            if let first = config.editions.first { (config.words, config.locale) = (first.words, first.locale) }
            wordWarnings = editionWarnings
        }
        config.warnings = ConfigKeys.warnings(in: text, source: source) + cardWarnings + wordWarnings
        return config
    }

    /// The settings under `key` (`deploy:`, `limits:`), or an error naming the key.
    static func mapping(_ node: Any, key: String, source: String, of what: String) throws(Problem) -> [String: Any] {
        guard let map = node as? [String: Any] else {
            throw Problem(source: source, path: "$.\(key)", message: "expected a mapping of \(what)")
        }
        return map
    }

    /// A whole number in `range` under `map[key]`, nil when absent; `parent` names the mapping in the error.
    static func wholeNumber(_ map: [String: Any], _ key: String, in range: ClosedRange<Int>, parent: String,
                            source: String) throws(Problem) -> Int? {
        guard let value = map[key], !(value is NSNull) else { return nil }
        guard let number = value as? Int, range.contains(number) else {
            throw Problem(source: source, path: "$.\(parent).\(key)",
                               message: "expected a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    /// Trailing slashes are normalised away; only http(s) URLs are accepted.
    static func url(_ text: String, key: String, source: String) throws(Problem) -> String {
        var value = text.trimmingCharacters(in: .whitespaces)
        while value.hasSuffix("/") { value.removeLast() }
        if value.isEmpty { return value }
        guard let parsed = URL(string: value), let scheme = parsed.scheme?.lowercased(), ["http", "https"].contains(scheme),
              parsed.host != nil else {
            throw Problem(source: source, path: "$.\(key)", message: "\"\(text)\" is not an http(s) URL")
        }
        return value
    }
}
