import Domain

/// A deploy target as written in `--to` or `deploy.target` (docs/DEPLOY.md).
public enum TargetAddress: Sendable, Equatable {
    case ssh(user: String?, host: String, port: Int?, path: String)
    case file(path: String)
    /// `REMOTE:bucket/prefix`, as rclone spells it.
    case rclone(remote: String)

    public init(_ text: String) throws(Problem) {
        let bad = { (why: String) in Problem(source: text, message: why) }
        if text.hasPrefix("file://") {
            let path = String(text.dropFirst("file://".count))
            guard path.hasPrefix("/"), path.count > 1 else { throw bad("expected file:///absolute/path") }
            self = .file(path: Self.trimmed(path))
        } else if text.hasPrefix("ssh://") {
            let rest = text.dropFirst("ssh://".count)
            guard let slash = rest.firstIndex(of: "/"), rest[slash...].count > 1 else {
                throw bad("expected ssh://[user@]host[:port]/path")
            }
            var authority = rest[..<slash]
            var user: String?
            if let at = authority.lastIndex(of: "@") {
                user = String(authority[..<at])
                authority = authority[authority.index(after: at)...]
            }
            var port: Int?
            if let colon = authority.lastIndex(of: ":") {
                guard let number = Int(authority[authority.index(after: colon)...]), (1...65535).contains(number) else {
                    throw bad("the port must be a number from 1 to 65535")
                }
                port = number
                authority = authority[..<colon]
            }
            let safe = { (part: Substring) in part.allSatisfy { $0.isLetter || $0.isNumber || "._-".contains($0) } }
            guard !authority.isEmpty, safe(authority), !authority.hasPrefix("-"), user.map({ !$0.isEmpty && safe(Substring($0)) }) ?? true else {
                throw bad("expected ssh://[user@]host[:port]/path with a plain user and host name")
            }
            self = .ssh(user: user, host: String(authority), port: port, path: Self.trimmed(String(rest[slash...])))
        } else if text.hasPrefix("rclone:") {
            let remote = String(text.dropFirst("rclone:".count))
            guard let colon = remote.firstIndex(of: ":"), colon != remote.startIndex, !remote.hasPrefix("-") else {
                throw bad("expected rclone:REMOTE:bucket/prefix")
            }
            self = .rclone(remote: remote)
        } else {
            throw bad("unknown deploy target; expected ssh://[user@]host[:port]/path, file:///path or rclone:REMOTE:bucket/prefix")
        }
    }

    /// How the target is named in messages and the report: never with credentials (an ssh URL carries none;
    /// rclone's live in its config).
    public var name: String {
        switch self {
        case let .ssh(user, host, port, path):
            return "ssh://\(user.map { "\($0)@" } ?? "")\(host)\(port.map { ":\($0)" } ?? "")\(path)"
        case let .file(path): return "file://\(path)"
        case let .rclone(remote): return "rclone:\(remote)"
        }
    }

    private static func trimmed(_ path: String) -> String {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
