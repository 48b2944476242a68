import Domain
import Foundation

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

    /// Connection failures are retried this many times in all, with a growing pause; a refused key or
    /// host key never is (trying again cannot help, and hammering a refusing host can get us banned).
    static let attempts = 3

    var sshArguments: [String] {
        guard let ssh else { return [] }
        return ssh + ["-o", "BatchMode=yes", "-o", "ConnectTimeout=10", "-o", "ServerAliveInterval=10",
                      "-o", "ServerAliveCountMax=3"] + (port.map { ["-p", String($0)] } ?? [])
    }

    /// Runs `script` with POSIX sh on the host; throws one line naming the target and the cause.
    func run(_ script: String, input: Data? = nil, doing what: String) throws(BuildProblem) -> String {
        var attempt = 1
        while true {
            let arguments = ssh == nil ? ["sh", "-c", script] : sshArguments + [destination, script]
            let result = try ChildProcess(arguments: arguments, input: input, timeout: 1800).run()
            if result.status == 0 { return result.output }
            let retryable = ssh != nil && result.status == 255 && FailureText.isTransient(result.errors)
            if !retryable || attempt >= Self.attempts {
                throw BuildProblem(source: targetName, message: "\(what) failed: \(FailureText.cause(result.errors, status: result.status))")
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
