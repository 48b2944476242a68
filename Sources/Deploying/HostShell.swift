import Domain
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where release commands run: this machine's `sh` for `file://`, the host's shell over the system `ssh`
/// for `ssh://`. The same scripts serve both, so the two targets cannot drift apart.
struct HostShell {
    /// The ssh program and options, nil for the local shell.
    let ssh: [String]?
    /// `[user@]host`.
    let destination: String
    let port: Int?
    /// Shown in messages instead of anything the user's ssh command holds.
    let targetName: String
    /// The control socket of a connection that carries every session (`sharingOneConnection`), if one is open.
    private(set) var controlPath: String?

    /// Connection failures are retried this many times in all, with a growing pause; a refused key or
    /// host key never is (trying again cannot help, and hammering a refusing host can get us banned).
    static let attempts = 3

    var sshArguments: [String] {
        guard let ssh else { return [] }
        return ssh + ["-o", "BatchMode=yes", "-o", "ConnectTimeout=10", "-o", "ServerAliveInterval=10",
                      "-o", "ServerAliveCountMax=3"] + (port.map { ["-p", String($0)] } ?? [])
            + (controlPath.map { ["-o", "ControlPath=\($0)", "-o", "ControlMaster=no"] } ?? [])
    }

    /// Runs `script` with POSIX sh on the host; throws one line naming the target and the cause.
    func run(_ script: String, input: Data? = nil, doing what: String) throws(Problem) -> String {
        try run(ssh == nil ? ["sh", "-c", script] : sshArguments + [destination, script], input: input, doing: what)
    }

    /// `body` with every ssh session to the host (scripts and rsync alike) carried by one connection, an OpenSSH
    /// control master in a private folder: a session on it costs a fraction of a new connection's key exchange
    /// and authentication, and a deploy opens three. The local shell needs none. The master goes to the
    /// background with /dev/null for its files (`-f`), is stopped at the end, and on its own after 60 idle seconds
    /// if pcsite is killed; a session whose master is gone connects by itself.
    func sharingOneConnection<T>(_ body: (HostShell) throws(Problem) -> T) throws(Problem) -> T {
        var template = Array("/tmp/pcsite-ssh-XXXXXX".utf8CString)
        guard ssh != nil, controlPath == nil, let folder = mkdtemp(&template).map({ String(cString: $0) }) else {
            return try body(self)
        }
        let socket = "\(folder)/master"
        defer {
            _ = try? ChildProcess(arguments: sshArguments + ["-o", "ControlPath=\(socket)", "-O", "exit", destination], timeout: 10).run()
            unlink(socket)
            rmdir(folder)
        }
        _ = try run(sshArguments + ["-f", "-N", "-o", "ControlMaster=yes", "-o", "ControlPersist=60",
                                    "-o", "ControlPath=\(socket)", destination], input: nil, doing: "connecting")
        var shared = self
        shared.controlPath = socket
        return try body(shared)
    }

    private func run(_ arguments: [String], input: Data?, doing what: String) throws(Problem) -> String {
        var attempt = 1
        while true {
            let result = try ChildProcess(arguments: arguments, input: input, timeout: 1800).run()
            if result.status == 0 { return result.output }
            let retryable = ssh != nil && result.status == 255 && FailureText.isTransient(result.errors)
            if !retryable || attempt >= Self.attempts {
                throw Problem(source: targetName, message: "\(what) failed: \(FailureText.cause(result.errors, status: result.status))")
            }
            Thread.sleep(forTimeInterval: Double(attempt))
            attempt += 1
        }
    }

    /// rsync's `-e` value and the destination prefix for a path on the host.
    var rsyncShell: [String] {
        ssh == nil ? [] : ["-e", sshArguments.joined(separator: " ")]
    }

    func rsyncPath(_ path: String) -> String {
        ssh == nil ? path : "\(destination):\(path)"
    }

    /// Single-quoted for sh: safe for any bytes but NUL.
    static func quote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
