import Domain

/// Everything one `pcsite deploy` needs; the CLI fills it from flags and pcsite.yml.
public struct DeployRequest: Sendable {
    public var output: String
    public var target: String
    public var config: DeployConfig
    public var dryRun = false
    /// `--max-deletes N`: allows up to N deletions (and a shrinking build) this once.
    public var maxDeletes: Int?
    public var rollback = false
    /// `--resume`: ends a rollback's hold, so this deploy sends the build the rollback left.
    public var resume = false
    /// `--verify`: compare everything with what is live instead of deploying.
    public var verifyRemote = false
    public var waitForLock = false
    /// The site's public address (`base_url`): the changed URLs of a deploy are absolute under it.
    public var publicURL = ""

    public init(output: String, target: String, config: DeployConfig) {
        self.output = output
        self.target = target
        self.config = config
    }
}
