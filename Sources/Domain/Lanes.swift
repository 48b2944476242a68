import Foundation
import Synchronization

/// Independent jobs on every core: each lane takes the next job left. When jobs fail, the failure reported
/// is that of the lowest-numbered job, so what a build reports never depends on timing.
public enum Lanes {
    /// Runs `work` for every job number in `order` (its order is the order jobs are started in).
    public static func run(_ order: [Int], _ work: @Sendable (Int) throws(Problem) -> Void) throws(Problem) {
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

    /// `make(job)` for jobs 0..<count on every core, the results in job order. Meant for jobs of thousands of
    /// items each: every result is handed back under one lock.
    public static func map<Result: Sendable>(_ count: Int, _ make: @Sendable (Int) -> Result) -> [Result] {
        let made = Mutex([Result?](repeating: nil, count: count))
        // Nothing here throws.
        try? run(Array(0..<count)) { job in
            let result = make(job)
            made.withLock { $0[job] = result }
        }
        return made.withLock { $0.map { $0! } }
    }

    /// `[make(0), make(1), …, make(count - 1)]`, made on every core in batches and each written straight to its place
    /// in the array: nothing is joined or copied on one thread afterwards (appending 100,000 report records batch
    /// after batch took 50 ms of one core while the others waited).
    public static func array<Element: Sendable>(_ count: Int, batch: Int = 8_192,
                                                _ make: @Sendable (Int) -> Element) -> [Element] {
        Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            let start = Place(base)
            // Nothing here throws.
            try? run(Array(0..<(count + batch - 1) / batch)) { number in
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

    /// `make` for each batch of `0..<count` on every core, a few batches per core at a time, and `use` given what
    /// each made, in order, on the calling thread: the same as one batch after another, with one wave held.
    public static func inBatches<Made: Sendable>(of count: Int, batch: Int = 2_048, _ make: @Sendable (Range<Int>) -> Made,
                                                 use: (Made) -> Void) {
        let batches = (count + batch - 1) / batch
        let wave = 4 * UsableCores.count
        for first in stride(from: 0, to: batches, by: wave) {
            let made = map(min(batches, first + wave) - first) { offset in
                let number = first + offset
                return make(number * batch..<min(count, (number + 1) * batch))
            }
            for made in made { use(made) }
        }
    }
}
