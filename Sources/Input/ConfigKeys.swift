import Domain
import Yams

/// Every key pcsite.yml may hold, and the warnings for those it holds but pcsite does not know.
enum ConfigKeys {
    /// Top-level keys; a mapping's keys are listed under its name. `deploy.headers` maps path patterns, so its
    /// keys are the operator's own.
    static let known: [String: Set<String>] = [
        "": ["title", "description", "base_url", "api_base", "locale", "language", "languages", "time_zone", "page_size", "index_page_size",
             "feed_limit", "join_url", "app_store_url", "play_store_url", "app_scheme", "deploy", "api", "limits",
             "metrics_file", "ping_url", "stale_after", "share_cards", "share_card", "apps"],
        "share_card": ["background", "text", "accent", "accent_text", "logo"],
        "apps": ["ios", "android"],
        "apps.ios": ["app_ids", "app_store_id"],
        "apps.android": ["package", "sha256_cert_fingerprints"],
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
                let shown = parent.isEmpty ? name : "\(parent).\(name)"
                if names.contains(name) {
                    if let nested = value.mapping { check(nested, under: shown) }
                    continue
                }
                let suggestion = CloseNames.to(name, among: names, limit: 1).first.map { parent.isEmpty ? $0 : "\(parent).\($0)" }
                warnings.append(ConfigWarning(file: source, line: key.mark?.line ?? 0, key: shown, suggestion: suggestion))
            }
        }
        check(mapping, under: "")
        return warnings
    }
}
