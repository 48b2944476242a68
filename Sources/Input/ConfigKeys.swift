import Domain
import Yams

/// Every key pcsite.yml may hold, and the warnings for those it holds but pcsite does not know.
enum ConfigKeys {
    /// Top-level keys; a mapping's keys are listed under its name. `deploy.headers` maps path patterns, so its
    /// keys are the operator's own.
    static let known: [String: Set<String>] = [
        "": ["title", "description", "base_url", "api_base", "locale", "time_zone", "page_size", "index_page_size",
             "feed_limit", "join_url", "app_store_url", "play_store_url", "app_scheme", "deploy", "api", "limits",
             "metrics_file", "ping_url", "stale_after"],
        "deploy": ["target", "keep_releases", "max_deletes", "verify_url", "ssh_command", "after_command", "headers"],
        "api": ["revalidate_after"],
        "limits": ["max_document_bytes", "max_leaderboard_cells"],
    ]

    /// The unknown keys of the mappings above, with their lines, in the file's order.
    static func warnings(in text: String, source: String) -> [ConfigWarning] {
        guard let root = try? Yams.compose(yaml: text), let mapping = root.mapping else { return [] }
        var warnings: [ConfigWarning] = []
        func check(_ mapping: Node.Mapping, under parent: String) {
            guard let names = known[parent] else { return }
            for (key, value) in mapping {
                guard let name = key.string else { continue }
                if names.contains(name) {
                    if parent.isEmpty, let nested = value.mapping { check(nested, under: name) }
                    continue
                }
                let shown = parent.isEmpty ? name : "\(parent).\(name)"
                let suggestion = nearest(to: name, among: names).map { parent.isEmpty ? $0 : "\(parent).\($0)" }
                warnings.append(ConfigWarning(file: source, line: key.mark?.line ?? 0, key: shown, suggestion: suggestion))
            }
        }
        check(mapping, under: "")
        return warnings
    }

    /// The known name fewest edits away, when that is at most a third of the name (at least one edit).
    static func nearest(to name: String, among names: Set<String>) -> String? {
        let bound = max(1, name.count / 3)
        let scored = names.map { ($0, editDistance(name, $0)) }.filter { $0.1 <= bound }
        return scored.min { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }?.0
    }

    /// Levenshtein distance over characters.
    static func editDistance(_ left: String, _ right: String) -> Int {
        let a = Array(left), b = Array(right)
        var previous = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(1, b.count) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
