import Dispatch
import Domain
import Synchronization

/// The signatures of a folder's entries, taken on other cores while one thread lists the folder: the kernel reads
/// a folder on one thread, and at a million contests that listing is the longest step a run where nothing changed
/// takes on one core, the three metadata lookups per contest that follow it most of the rest. Names come in
/// batches, in the order read; up to `helpers` workers (a run's threads but this one) sign them as they come, and the reading thread
/// joins them once the listing is read.
final class ListingSignatures: Sendable {
    private let sign: @Sendable (String) -> UInt64?
    private let helpers: Int
    private let group = DispatchGroup()
    private let state = Mutex(State())

    private struct State {
        /// Batches not yet signed, with the position of their first name, oldest first.
        var waiting: [(first: Int, names: [String])] = []
        var nextWaiting = 0
        var workers = 0
        /// Each batch's signatures by the position of its first name; 0 where none was taken (asked again later).
        var signed: [Int: [UInt64]] = [:]
    }

    init(helpers: Int, _ sign: @escaping @Sendable (String) -> UInt64?) {
        self.helpers = max(0, helpers)
        self.sign = sign
    }

    /// `names`, the entries read from position `first` on, are signed in the background.
    func take(_ names: ArraySlice<String>, from first: Int) {
        let startsWorker = state.withLock { state in
            state.waiting.append((first, Array(names)))
            guard state.workers < helpers else { return false }
            state.workers += 1
            return true
        }
        if startsWorker {
            DispatchQueue.global().async(group: group) { self.signWaiting(asWorker: true) }
        }
    }

    /// Every signature in reading order, once all are taken (this thread signs what is left).
    func finish() -> [UInt64] {
        signWaiting(asWorker: false)
        group.wait()
        return state.withLock { state in state.signed.keys.sorted().flatMap { state.signed[$0]! } }
    }

    /// Until none is waiting; a worker that finds none stops being one in the same step, so a batch taken after
    /// that starts another.
    private func signWaiting(asWorker: Bool) {
        while let (first, names) = state.withLock({ state -> (Int, [String])? in
            guard state.nextWaiting < state.waiting.count else {
                if asWorker { state.workers -= 1 }
                return nil
            }
            defer { state.waiting[state.nextWaiting].names = []; state.nextWaiting += 1 }
            return state.waiting[state.nextWaiting]
        }) {
            let signatures = names.map { sign($0) ?? 0 }
            state.withLock { $0.signed[first] = signatures }
        }
    }
}
