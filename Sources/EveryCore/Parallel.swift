import Foundation
import Synchronization

/// Work spread over a run's threads: `--jobs` of them, or the cores this process may use. Every step that runs on
/// every core (the render, the parse of a big document, a big table's rows, the sweeps, the listing, the manifest)
/// goes through one of these calls, so a run that asks for one thread gets one, whatever else the process does.
/// Results and failures never depend on timing: they come back in job order, and a failure reported is that of
/// the lowest-numbered failing job.
public struct Parallel: Sendable {
    /// At least 1.
    public let threads: Int

    public init(threads: Int) { self.threads = max(1, threads) }

    /// One thread: everything runs on the caller's.
    public static let serial = Parallel(threads: 1)

    /// Every core this process may use: its CPU affinity (taskset, a cpuset) capped by its cgroup's CPU quota.
    public static var everyCore: Parallel { Parallel(threads: UsableCores.detected) }

    /// `body(lane, lanes)` once on each of `lanes` threads (`threads`, at most `atMost`), for work a lane splits by
    /// its number or that keeps state per lane; returns when every lane has. The only place threads are started for
    /// work: every other call here is made of this one.
    public func eachLane(atMost limit: Int = .max, _ body: @Sendable (_ lane: Int, _ lanes: Int) -> Void) {
        let lanes = max(1, min(threads, limit))
        guard lanes > 1 else { return body(0, 1) }
        DispatchQueue.concurrentPerform(iterations: lanes) { body($0, lanes) }
    }

    /// Runs `work` for every job number in `order` (the order jobs are started in), each lane taking the next job
    /// left; a lane stops at its first failure.
    public func forEach<Failure: Error>(_ order: [Int], _ work: @Sendable (Int) throws(Failure) -> Void) throws(Failure) {
        let next = Atomic(0)
        let failures = Mutex<[Int: Failure]>([:])
        eachLane(atMost: order.count) { _, _ in
            while true {
                let claimed = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard claimed < order.count else { return }
                do throws(Failure) {
                    try work(order[claimed])
                } catch {
                    failures.withLock { $0[order[claimed]] = error }
                    return
                }
            }
        }
        if let first = failures.withLock({ $0.min { $0.key < $1.key } }) { throw first.value }
    }

    /// `make(job)` for jobs 0..<count, the results in job order. Meant for jobs of thousands of items each: every
    /// result is handed back under one lock.
    public func map<Result: Sendable>(_ count: Int, _ make: @Sendable (Int) -> Result) -> [Result] {
        let made = Mutex([Result?](repeating: nil, count: count))
        forEach(Array(0..<count)) { (job: Int) throws(Never) in
            let result = make(job)
            made.withLock { $0[job] = result }
        }
        return made.withLock { $0.map { $0! } }
    }

    /// `[make(0), make(1), …, make(count - 1)]`, made in batches and each written straight to its place in the
    /// array: nothing is joined or copied on one thread afterwards (appending 100,000 report records batch after
    /// batch took 50 ms of one core while the others waited).
    public func array<Element: Sendable>(_ count: Int, batch: Int = 8_192, _ make: @Sendable (Int) -> Element) -> [Element] {
        Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            let start = Place(base)
            forEach(Array(0..<(count + batch - 1) / batch)) { (number: Int) throws(Never) in
                for index in number * batch..<min(count, (number + 1) * batch) {
                    (start.pointer + index).initialize(to: make(index))
                }
            }
            initialized = count
        }
    }

    /// The array's storage, shared by lanes that each initialize their own indices.
    private struct Place<Element>: @unchecked Sendable {
        let pointer: UnsafeMutablePointer<Element>
        init(_ pointer: UnsafeMutablePointer<Element>) { self.pointer = pointer }
    }

    /// `make` for each batch of `0..<count`, a few batches per thread at a time, and `use` given what each made, in
    /// order, on the calling thread: the same as one batch after another, with one wave held.
    public func inBatches<Made: Sendable>(of count: Int, batch: Int = 2_048, _ make: @Sendable (Range<Int>) -> Made,
                                          use: (Made) -> Void) {
        let batches = (count + batch - 1) / batch
        let wave = 4 * threads
        for first in stride(from: 0, to: batches, by: wave) {
            let made = map(min(batches, first + wave) - first) { offset in
                let number = first + offset
                return make(number * batch..<min(count, (number + 1) * batch))
            }
            for made in made { use(made) }
        }
    }
}
