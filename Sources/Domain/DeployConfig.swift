/// pcsite.yml's `deploy:` section (CONTRACT §3). Credentials never live here: they stay in SSH's and rclone's
/// own configuration.
public struct DeployConfig: Sendable, Equatable {
    /// `ssh://[user@]host[:port]/path`, `file:///path` or `rclone:REMOTE:bucket/prefix`; `--to` overrides it.
    public var target: String?
    /// Releases kept on ssh/file hosts, the live one included.
    public var keepReleases: Int
    /// Deletions allowed without `--max-deletes`; nil = 50 files or 5 % of the site, whichever is larger.
    public var maxDeletes: Int?
    /// The site's public URL: `<verify_url>/build.json` is read back after the switch.
    public var verifyURL: String?
    /// The ssh program and its options (e.g. `ssh -i /etc/pcsite/key -o UserKnownHostsFile=/etc/pcsite/known_hosts`).
    public var sshCommand: String
    /// Cache-Control per path pattern (`assets/*`, `*.html`, `build.json`); the longest matching pattern wins.
    public var headers: [String: String]
    /// Run with `/bin/sh -c` after a successful switch, the deploy's changed public URLs on its stdin (a CDN purge).
    public var afterCommand: String?

    public static let defaultHeaders: [String: String] = [
        "*": "public, max-age=60",
        "*.html": "public, max-age=60",
        "*.xml": "public, max-age=300",
        "search.json": "public, max-age=60",
        "build.json": "no-cache",
        // CONTRACT §9: open standings pages check it every minute; the host answers 304 until it changes.
        "*/live.json": "no-cache",
        "assets/*": "public, max-age=86400",
    ]

    public init(target: String? = nil, keepReleases: Int = 5, maxDeletes: Int? = nil, verifyURL: String? = nil,
                sshCommand: String = "ssh", headers: [String: String] = DeployConfig.defaultHeaders,
                afterCommand: String? = nil) {
        self.target = target
        self.keepReleases = keepReleases
        self.maxDeletes = maxDeletes
        self.verifyURL = verifyURL
        self.sshCommand = sshCommand
        self.headers = headers
        self.afterCommand = afterCommand
    }

    /// The Cache-Control for one output path: the longest pattern that matches it.
    public func cacheControl(for path: String) -> String? {
        headers.keys.filter { Self.matches($0, path) }
            .max { ($0.count, $1) < ($1.count, $0) }
            .flatMap { headers[$0] }
    }

    /// `*` alone matches everything; `prefix/*` a folder; `*.ext` a suffix anywhere; anything else the exact path.
    static func matches(_ pattern: String, _ path: String) -> Bool {
        if pattern == "*" { return true }
        if pattern.hasSuffix("/*") { return path.hasPrefix(String(pattern.dropLast())) }
        if pattern.hasPrefix("*") { return path.hasSuffix(String(pattern.dropFirst())) }
        return pattern == path
    }
}
