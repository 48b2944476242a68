import Domain
import Foundation
import Synchronization

/// Independent jobs on every core: each lane takes the next job left. When jobs fail, the failure reported
/// is that of the lowest-numbered job, so what a build reports never depends on timing.
enum Lanes {
    /// Runs `work` for every job number in `order` (its order is the order jobs are started in).
    static func run(_ order: [Int], _ work: @Sendable (Int) throws(Problem) -> Void) throws(Problem) {
        let next = Atomic(0)
        let failures = Mutex<[Int: Problem]>([:])
        let lanes = min(order.count, UsableCores.count)
        DispatchQueue.concurrentPerform(iterations: lanes) { _ in
            while true {
                let claimed = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard claimed < order.count else { return }
                do throws(Problem) {
                    try work(order[claimed])
                } catch {
                    failures.withLock { $0[order[claimed]] = error }
                    return
                }
            }
        }
        if let first = failures.withLock({ $0.min { $0.key < $1.key } }) { throw first.value }
    }
}
