import Domain
import Foundation

/// Reads `metrics_file`, `ping_url` and `stale_after` from pcsite.yml's top level (CONTRACT §8).
enum MonitoringConfigLoader {
    static func parse(_ map: [String: Any], source: String) throws(Problem) -> MonitoringConfig {
        var config = MonitoringConfig()
        if let file = map["metrics_file"], !(file is NSNull) {
            guard let text = file as? String, !text.isEmpty else {
                throw Problem(source: source, path: "$.metrics_file", message: "expected a file path")
            }
            config.metricsFile = text
        }
        if let ping = map["ping_url"], !(ping is NSNull) {
            guard let text = ping as? String else {
                throw Problem(source: source, path: "$.ping_url", message: "expected an http(s) URL")
            }
            let url = try ConfigLoader.url(text, key: "ping_url", source: source)
            config.pingURL = url.isEmpty ? nil : url
        }
        if let stale = map["stale_after"], !(stale is NSNull) {
            guard let seconds = duration(stale) else {
                throw Problem(source: source, path: "$.stale_after",
                                   message: "expected a duration such as 90s, 30m, 2h or 1d, got \"\(stale)\"")
            }
            config.staleAfter = seconds
        }
        return config
    }

    /// `45s`, `30m`, `2h`, `1d`, or a bare number of seconds; nil for anything else or a duration of 0.
    static func duration(_ value: Any) -> Double? {
        if let number = value as? Int { return number > 0 ? Double(number) : nil }
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces), let unit = text.last else { return nil }
        let units: [Character: Double] = ["s": 1, "m": 60, "h": 3600, "d": 86400]
        let (digits, scale) = unit.isNumber ? (Substring(text), 1.0) : (text.dropLast(), units[unit] ?? 0)
        guard scale > 0, let amount = Int(digits), amount > 0 else { return nil }
        return Double(amount) * scale
    }
}
