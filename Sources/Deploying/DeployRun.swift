import Domain
import Foundation
import OutputTree
import Publishing

/// One `pcsite deploy` run: the request, the target, the report being filled and the one clock that times every
/// step. Its three paths share the locks: a deploy (`deploy()`), a rollback (`rollBack()`) and the full
/// comparison with what is live (`compareWithLive()`).
final class DeployRun {
    let request: DeployRequest
    let address: TargetAddress
    let target: any DeployTarget
    var report = DeployReport()
    private var clock = PhaseClock()

    init(_ request: DeployRequest, address: TargetAddress, target: any DeployTarget) {
        self.request = request
        self.address = address
        self.target = target
        report.target = address.name
    }

    var output: String { request.output }

    func perform() async {
        do {
            let locks = try lock()
            defer { withExtendedLifetime(locks) {} }
            if request.rollback {
                try await rollBack()
            } else if request.verifyRemote {
                try compareWithLive()
            } else {
                try await deploy()
            }
        } catch let busy as RunLock.Busy {
            report.busy = busy.problem
        } catch let problem as Problem {
            report.failure = problem
        } catch {
            report.failure = Problem(source: address.name, message: "\(error)")
        }
        report.seconds = clock.total
    }

    /// Ends the step `name` on the shared clock.
    func lap(_ name: String) {
        report.phases.append(clock.lap(name))
    }

    /// One deploy per target; and, but for a rollback (which reads nothing of the output), the output's own
    /// lock: a build swapping the output mid-upload would mix two builds.
    private func lock() throws -> [RunLock] {
        var locks = [try DeployLock.acquire(forOutput: output, target: address, wait: request.waitForLock)]
        if !request.rollback { locks.append(try RunLock.acquire(forOutput: output, wait: request.waitForLock)) }
        lap("lock")
        return locks
    }
}
