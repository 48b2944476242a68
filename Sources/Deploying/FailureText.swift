import Foundation

/// Turns what ssh, rsync, cp and rclone print on failure into the one cause a person can act on.
enum FailureText {
    private static let causes: [(needle: String, cause: String)] = [
        ("Host key verification failed", "the host's key does not match known_hosts (host key verification failed); check the host, then update known_hosts"),
        ("Permission denied (publickey", "the host refused the SSH key (Permission denied (publickey)); check the identity in deploy.ssh_command and the host's authorized_keys"),
        ("Connection refused", "connection refused: nothing listens for SSH at that address and port"),
        ("Connection timed out", "connection timed out: the host is unreachable"),
        ("No route to host", "no route to host: the host is unreachable"),
        ("Could not resolve hostname", "could not resolve the host name"),
        ("didn't find section in config file", "no such remote in rclone's config (check `rclone listremotes` and RCLONE_CONFIG)"),
        ("No space left on device", "No space left on device"),
        ("Disk quota exceeded", "Disk quota exceeded"),
        ("Read-only file system", "Read-only file system"),
        ("Permission denied", "Permission denied"),
    ]

    static func isTransient(_ errors: String) -> Bool {
        ["Connection refused", "Connection timed out", "Connection reset", "Connection closed", "No route to host",
         "closed by remote host", "kex_exchange_identification"].contains { errors.contains($0) }
    }

    /// The known cause when there is one, with the line it came from; otherwise the first line that says something.
    static func cause(_ errors: String, status: Int32) -> String {
        let lines = errors.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("rsync error:") && !$0.hasPrefix("Warning: Permanently added") }
        for (needle, cause) in causes {
            guard let line = lines.first(where: { $0.contains(needle) }) else { continue }
            if cause == needle { return "\(cause) (\(cleaned(line)))" }
            return cause
        }
        if let line = lines.first { return cleaned(line) }
        return status > 128 ? "killed by signal \(status - 128)" : "exit status \(status)"
    }

    /// Drops rclone's timestamps and rsync's trailing "(errno)".
    private static func cleaned(_ line: String) -> String {
        var text = line.replacingOccurrences(of: #"^\d{4}/\d\d/\d\d \d\d:\d\d:\d\d "#, with: "", options: .regularExpression)
        text = text.replacingOccurrences(of: #" \(\d+\)$"#, with: "", options: .regularExpression)
        return text.count > 300 ? String(text.prefix(300)) + "…" : text
    }
}
