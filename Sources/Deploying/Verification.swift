/// Whether the public address served the deployed build afterwards (`deploy.verify_url`); its raw value is the
/// report's and the summary line's word.
public enum Verification: String, Sendable, Equatable {
    case notConfigured = "not configured"
    case verified
    case failed
}
