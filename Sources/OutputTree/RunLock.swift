import Domain
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One build per output folder at a time: an exclusive `flock` on `<parent>/.pcsite/<name>.lock`.
/// The kernel drops the lock when the process ends, however it ends, so a killed run never blocks the next one.
/// Holding a `RunLock` is what allows touching shared state beside the output (leftover staging trees, the manifest).
public final class RunLock: Sendable {
    public let path: String
    private let descriptor: Int32

    /// Another run holds the lock (and `wait` was not asked for): exit status 3.
    public struct Busy: Error, Sendable {
        public let problem: Problem
    }

    /// `<parent>/.pcsite/<output name>.lock`.
    public static func path(forOutput output: String) -> String {
        SideFiles.path(forOutput: output, suffix: "lock")
    }

    /// Takes the lock, or throws `Busy` at once when another run has it; with `wait`, blocks until it is free.
    public static func acquire(forOutput output: String, wait: Bool) throws -> RunLock {
        let file = path(forOutput: output)
        return try acquire(file: file, wait: wait,
                           busy: Problem(source: file, message: "another pcsite run is building this output; try again later or pass --wait"))
    }

    /// The same lock on any file beside the output (deploy takes one per target); `busy` is what a second run is told.
    public static func acquire(file: String, wait: Bool, busy: Problem) throws -> RunLock {
        let folder = (file as NSString).deletingLastPathComponent
        let code = FileCalls.makeFolders(folder)
        guard code == 0 else { throw Problem.system(folder, code: code, action: "cannot create the folder for the lock") }
        let descriptor = open(file, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw Problem.system(file, code: errno, action: "cannot open the lock file")
        }
        while flock(descriptor, LOCK_EX | (wait ? 0 : LOCK_NB)) != 0 {
            let code = errno
            if code == EINTR { continue }
            close(descriptor)
            if code == EWOULDBLOCK { throw Busy(problem: busy) }
            throw Problem.system(file, code: code, action: "cannot lock")
        }
        return RunLock(path: file, descriptor: descriptor)
    }

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    deinit {
        // Closing the descriptor releases the flock; the file stays, so waiting runs keep locking the same inode.
        close(descriptor)
    }
}
