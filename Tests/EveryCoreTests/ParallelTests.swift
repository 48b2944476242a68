import EveryCore
import Foundation
import Synchronization
import Testing

/// Work spread over a run's threads comes back as if done one job after another: in order, each job once, and the
/// failure reported is the first failing job's, whichever lane got there first. A run's thread count is its own:
/// two runs in one process each keep to theirs.
@Suite struct ParallelTests {
    static let runs = [Parallel.serial, Parallel(threads: 2), Parallel(threads: 8)]

    @Test(arguments: runs, [0, 1, 7, 5_000])
    func mapGivesEachJobsResultInJobOrder(parallel: Parallel, count: Int) {
        let ran = Atomic(0)
        let results = parallel.map(count) { job in
            ran.add(1, ordering: .relaxed)
            return job * job
        }
        #expect(results == (0..<count).map { $0 * $0 })
        #expect(ran.load(ordering: .relaxed) == count)
    }

    @Test(arguments: runs, [(0, 3), (1, 3), (10, 3), (9, 3), (100_000, 2_048), (5, 100)])
    func inBatchesUsesEveryBatchInOrderOnTheCallingThread(parallel: Parallel, shape: (count: Int, batch: Int)) {
        var used: [Int] = []
        let caller = pthread_self()
        parallel.inBatches(of: shape.count, batch: shape.batch) { range in
            #expect(range.count <= shape.batch && !range.isEmpty)
            return Array(range)
        } use: { made in
            #expect(pthread_equal(pthread_self(), caller) != 0)
            used += made
        }
        #expect(used == Array(0..<shape.count))
    }

    /// Each element made once, written to its own place, across batches' edges; strings (reference-counted) too.
    @Test(arguments: runs, [(0, 3), (1, 3), (10, 3), (9, 3), (20_000, 8_192)])
    func arrayHoldsEachElementInItsPlace(parallel: Parallel, shape: (count: Int, batch: Int)) {
        let made = Atomic(0)
        let array = parallel.array(shape.count, batch: shape.batch) { index in
            made.add(1, ordering: .relaxed)
            return "element \(index) of a string too long to be stored inline"
        }
        #expect(array == (0..<shape.count).map { "element \($0) of a string too long to be stored inline" })
        #expect(made.load(ordering: .relaxed) == shape.count)
    }

    /// `--jobs N` is the number of lanes, capped by the work there is; one thread means the caller's, in order.
    @Test(arguments: [(1, Int.max, 1), (3, Int.max, 3), (8, 5, 5), (4, 0, 1)])
    func eachLaneRunsOnceOnEachOfItsLanes(threads: Int, limit: Int, lanes: Int) {
        let seen = Mutex<[(lane: Int, of: Int)]>([])
        Parallel(threads: threads).eachLane(atMost: limit) { lane, of in seen.withLock { $0.append((lane, of)) } }
        let calls = seen.withLock { $0 }
        #expect(calls.map(\.lane).sorted() == Array(0..<lanes))
        #expect(calls.allSatisfy { $0.of == lanes })
    }

    @Test func oneThreadRunsEveryJobOnTheCallersThreadInOrder() {
        let caller = pthread_self()
        let started = Mutex<[Int]>([])
        let order = [5, 3, 9, 0, 1]
        Parallel.serial.forEach(order) { (job: Int) throws(Never) in
            #expect(pthread_equal(pthread_self(), caller) != 0)
            started.withLock { $0.append(job) }
        }
        #expect(started.withLock { $0 } == order)
    }

    /// What a run asked for holds inside that run, whatever another run in the process asked for at the same time.
    @Test func twoRunsKeepTheirOwnThreadCounts() async {
        async let one = Self.lanesSeen(Parallel.serial)
        async let eight = Self.lanesSeen(Parallel(threads: 8))
        let (serial, wide) = await (one, eight)
        #expect(serial == [1])
        #expect(wide == [8])
    }

    private static func lanesSeen(_ parallel: Parallel) -> Set<Int> {
        let seen = Mutex(Set<Int>())
        for _ in 0..<50 { parallel.eachLane { _, lanes in seen.withLock { _ = $0.insert(lanes) } } }
        return seen.withLock { $0 }
    }

    @Test(arguments: runs)
    func theLowestFailingJobIsReported(parallel: Parallel) {
        struct Failed: Error, Equatable { let job: Int }
        #expect(throws: Failed(job: 3)) {
            try parallel.forEach(Array(0..<1_000)) { job throws(Failed) in
                if job >= 3, job % 3 == 0 { throw Failed(job: job) }
            }
        }
    }

    @Test func threadsAreAtLeastOne() {
        #expect(Parallel(threads: 0).threads == 1)
        #expect(Parallel(threads: -4).threads == 1)
        #expect(Parallel.everyCore.threads == UsableCores.detected)
        #expect(UsableCores.detected >= 1)
    }
}
