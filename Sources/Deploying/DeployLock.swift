import Domain
import Foundation
import Publishing

/// One deploy per target at a time: an exclusive `flock` on `.pcsite/<out>.deploy-<target key>.lock`,
/// released by the kernel however the process ends.
final class DeployLock: Sendable {
    private let descriptor: Int32

    struct Busy: Error {
        let problem: BuildProblem
    }

    static func acquire(forOutput output: String, target: TargetAddress, wait: Bool) throws -> DeployLock {
        let file = DeployedState.path(forOutput: output, target: target) + ".lock"
        try? FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent,
                                                 withIntermediateDirectories: true)
        let descriptor = open(file, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw BuildProblem(source: file, message: "cannot open the deploy lock: \(String(cString: strerror(errno)))")
        }
        while flock(descriptor, LOCK_EX | (wait ? 0 : LOCK_NB)) != 0 {
            let code = errno
            if code == EINTR { continue }
            close(descriptor)
            if code == EWOULDBLOCK {
                throw Busy(problem: BuildProblem(source: target.name,
                                                 message: "another pcsite deploy to this target is running; try again later or pass --wait"))
            }
            throw BuildProblem(source: file, message: "cannot lock: \(String(cString: strerror(code)))")
        }
        return DeployLock(descriptor: descriptor)
    }

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }
}
