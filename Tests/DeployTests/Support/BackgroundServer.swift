import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A server process started by a test (sshd, nginx, moto) on 127.0.0.1 and a free port, stopped when released.
///
/// Spawned with posix_spawn, not Foundation's Process: Process learns of a child's exit from a socket the
/// child inherits, and sshd closes every descriptor at start, so Process took it for dead and blocked its one
/// monitor thread in waitpid on the live sshd; every later Process then waited forever. The server runs in a
/// process group of its own, with its output in a log file and no descriptor of ours, and is stopped by group.
final class BackgroundServer: @unchecked Sendable {
    let port: Int
    let log: String
    let name: String
    private var pid: pid_t = 0
    private var reaped = false
    private let lock = NSLock()

    init(_ arguments: [String], port: Int, log: String, environment: [String: String]? = nil) throws {
        self.port = port
        self.log = log
        name = arguments.first ?? "server"
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        pid = try Self.spawn(arguments, log: log, environment: environment)
        try waitUntilListening()
    }

    private static func spawn(_ arguments: [String], log: String, environment: [String: String]?) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_APPEND, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        // glibc ≥ 2.34 has it, but Swift's Glibc module does not declare it (it needs _GNU_SOURCE).
        typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") {
            _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setpgroup(&attributes, 0)
        var signals = sigset_t()
        sigemptyset(&signals)
        posix_spawnattr_setsigmask(&attributes, &signals)
        posix_spawnattr_setsigdefault(&attributes, &signals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK))
        let argv = (["/usr/bin/env"] + arguments).map { strdup($0) } + [nil]
        let pairs = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        let envp = pairs.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, "/usr/bin/env", &actions, &attributes, argv, envp)
        guard status == 0 else {
            throw ServerFailed(message: "cannot start \(arguments.first ?? "server"): \(String(cString: strerror(status)))")
        }
        return child
    }

    private var isRunning: Bool {
        lock.lock()
        defer { lock.unlock() }
        if reaped { return false }
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG) == pid { reaped = true }
        return !reaped
    }

    /// Polls the port for up to 20 s: a server that never comes up fails the test with its own log.
    private func waitUntilListening() throws {
        for _ in 0..<200 {
            if Loopback.accepts(port) { return }
            if !isRunning { break }
            Thread.sleep(forTimeInterval: 0.1)
        }
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        stop()
        throw ServerFailed(message: "\(name) did not start on port \(port): \(text.suffix(600))")
    }

    /// SIGTERM to the group, SIGKILL after 3 s if the server is still there, then any stragglers of the group.
    func stop() {
        guard pid > 0 else { return }
        if isRunning {
            kill(-pid, SIGTERM)
            for _ in 0..<30 where isRunning { Thread.sleep(forTimeInterval: 0.1) }
            if isRunning {
                kill(-pid, SIGKILL)
                lock.lock()
                var status: Int32 = 0
                if !reaped, waitpid(pid, &status, 0) == pid { reaped = true }
                lock.unlock()
            }
        }
        kill(-pid, SIGKILL)
    }

    deinit { stop() }

}

struct ServerFailed: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
