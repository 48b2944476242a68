import CPlatform
import Domain
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a system program (ssh, rsync, rclone, sh) to completion with its output captured. No shell is
/// involved locally: arguments go to the program as they are.
///
/// Not Foundation's `Process`: its children inherit a socket that `waitUntilExit` watches, so a host script that
/// leaves a background job (pruning old releases, preparing the next one) would hold the deploy until that job
/// ended. Here the child gets its three standard files and nothing else, and only the child itself is waited for.
struct ChildProcess {
    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    var arguments: [String]
    var input: Data?
    /// A file given as the child's stdin instead (a list too big to hold).
    var inputFile: String?
    var environment: [String: String]?
    /// The child is killed after this long (a stuck network must not hold cron's next run forever).
    var timeout: Double = 3600

    func run() throws(Problem) -> Result {
        let program = arguments.first ?? ""
        guard let stdout = Self.pipe(), let stderr = Self.pipe(),
              let stdin = input != nil ? Self.pipe() : Self.readOnly(inputFile ?? "/dev/null") else {
            throw Problem(source: program, message: "cannot start: \(String(cString: strerror(errno)))")
        }
        var pid: Int32 = 0
        let code = Self.withCStrings(arguments) { argv in
            guard let environment else { return pcsite_spawn(argv, nil, stdin.read, stdout.write, stderr.write, &pid) }
            return Self.withCStrings(environment.map { "\($0.key)=\($0.value)" }) { envp in
                pcsite_spawn(argv, envp, stdin.read, stdout.write, stderr.write, &pid)
            }
        }
        for fd in [stdin.read, stdout.write, stderr.write] { close(fd) }
        guard code == 0 else {
            for fd in [stdin.write, stdout.read, stderr.read] where fd >= 0 { close(fd) }
            let cause = code == ENOENT ? "\(program) is not installed (not found in PATH)" : String(cString: strerror(code))
            throw Problem(source: program, message: "cannot start: \(cause)")
        }
        let collected = Collected()
        let group = DispatchGroup()
        // Threads of their own, not Dispatch's pool: on a 2-core machine the pool's two threads would both sit
        // in the readers while the child waits for its input, and the writer would start only when Dispatch
        // grows the pool, seconds later.
        for (fd, isError) in [(stdout.read, false), (stderr.read, true)] {
            group.enter()
            Thread.detachNewThread {
                collected.set(Self.readAll(fd), isError: isError)
                close(fd)
                group.leave()
            }
        }
        if let input {
            Self.ignoreBrokenPipes
            Thread.detachNewThread {
                Self.writeAll(input, to: stdin.write)
                close(stdin.write)
            }
        }
        if group.wait(timeout: .now() + timeout) == .timedOut {
            kill(pid, SIGTERM)
            if group.wait(timeout: .now() + 5) == .timedOut { kill(pid, SIGKILL) }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // Exit status, or 128 + the signal that killed it, as a shell reports it.
        let exit = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + status & 0x7f
        let (output, errors) = collected.values
        return Result(status: exit, output: output, errors: errors)
    }

    /// Once per process: a child that exits before reading all its input must not take pcsite down with SIGPIPE
    /// (the write then fails with EPIPE instead, and the child's status tells what happened).
    private static let ignoreBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

    private struct Ends {
        var read: Int32
        var write: Int32
    }

    private static func pipe() -> Ends? {
        var fds: [Int32] = [0, 0]
        guard Glibc.pipe(&fds) == 0 else { return nil }
        // Close-on-exec is only tidiness: `pcsite_spawn` gives every child its three files and nothing else.
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return Ends(read: fds[0], write: fds[1])
    }

    private static func readOnly(_ path: String) -> Ends? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        return fd < 0 ? nil : Ends(read: fd, write: -1)
    }

    private static func readAll(_ fd: Int32) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: buffer[0..<count])
            } else if count == 0 || errno != EINTR {
                return data
            }
        }
    }

    /// A child that exits without reading all of its input is not an error here: its status says what happened.
    private static func writeAll(_ data: Data, to fd: Int32) {
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno != EINTR {
                    return
                }
            }
        }
    }

    private static func withCStrings<T>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> T) -> T {
        let pointers = strings.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        return body(pointers)
    }
}

/// The two captured streams, filled from reader threads.
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var output = Data(), errors = Data()

    func set(_ data: Data, isError: Bool) {
        lock.lock()
        if isError { errors = data } else { output = data }
        lock.unlock()
    }

    var values: (String, String) {
        lock.lock()
        defer { lock.unlock() }
        return (String(decoding: output, as: UTF8.self), String(decoding: errors, as: UTF8.self))
    }
}
