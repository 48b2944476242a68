import Domain
import Foundation

/// Runs a system program (ssh, rsync, rclone, sh) to completion with its output captured. No shell is
/// involved locally: arguments go to the program as they are.
struct ChildProcess {
    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    var arguments: [String]
    var input: Data?
    var environment: [String: String]?
    /// The child is killed after this long (a stuck network must not hold cron's next run forever).
    var timeout: Double = 3600

    func run() throws(BuildProblem) -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let environment { process.environment = environment }
        let stdout = Pipe(), stderr = Pipe(), stdin = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        do {
            try process.run()
        } catch {
            throw BuildProblem(source: arguments.first ?? "", message: "cannot start: \(error.localizedDescription)")
        }
        let collected = Collected()
        let group = DispatchGroup()
        for (pipe, isError) in [(stdout, false), (stderr, true)] {
            group.enter()
            DispatchQueue.global().async {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                collected.set(data, isError: isError)
                group.leave()
            }
        }
        if let input {
            DispatchQueue.global().async {
                try? stdin.fileHandleForWriting.write(contentsOf: input)
                try? stdin.fileHandleForWriting.close()
            }
        }
        let deadline = DispatchTime.now() + timeout
        if group.wait(timeout: deadline) == .timedOut {
            process.terminate()
            _ = group.wait(timeout: .now() + 5)
        }
        process.waitUntilExit()
        let (output, errors) = collected.values
        return Result(status: process.terminationStatus, output: output, errors: errors)
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
