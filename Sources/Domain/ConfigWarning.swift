/// A setting in pcsite.yml that pcsite does not know, most likely a typo: `pcsite.yml:7: unknown key
/// "stale_afer" (did you mean stale_after?)`. A warning, an error under `check --strict`.
public struct ConfigWarning: Sendable, Equatable, CustomStringConvertible {
    public let file: String
    public let line: Int
    /// The key as written, with its parents: `deploy.max_delete`.
    public let key: String
    /// The known key closest to it, when one is close enough to be what was meant.
    public let suggestion: String?
    /// What is wrong with a known key's value, when it is not an unknown key: `share_card.logo: no file logo.png`.
    public let problem: String?

    public init(file: String, line: Int, key: String, suggestion: String?) {
        (self.file, self.line, self.key, self.suggestion, self.problem) = (file, line, key, suggestion, nil)
    }

    public init(file: String, key: String, problem: String) {
        (self.file, self.line, self.key, self.suggestion, self.problem) = (file, 0, key, nil, problem)
    }

    public var description: String {
        if let problem { return "\(file): \(key): \(problem)" }
        return "\(file):\(line): unknown key \"\(key)\"" + (suggestion.map { " (did you mean \($0)?)" } ?? "")
    }
}
