import Domain
import Synchronization
import Testing

/// Work spread over every core comes back as if done one job after another: in order, each job once, and the
/// failure reported is the first failing job's, whichever lane got there first.
@Suite struct LanesTests {
    @Test(arguments: [0, 1, 7, 5_000])
    func mapGivesEachJobsResultInJobOrder(count: Int) {
        let ran = Atomic(0)
        let results = Lanes.map(count) { job in
            ran.add(1, ordering: .relaxed)
            return job * job
        }
        #expect(results == (0..<count).map { $0 * $0 })
        #expect(ran.load(ordering: .relaxed) == count)
    }

    @Test(arguments: [(0, 3), (1, 3), (10, 3), (9, 3), (100_000, 2_048), (5, 100)])
    func inBatchesUsesEveryBatchInOrderOnTheCallingThread(count: Int, batch: Int) {
        var used: [Int] = []
        Lanes.inBatches(of: count, batch: batch) { range in
            #expect(range.count <= batch && !range.isEmpty)
            return Array(range)
        } use: { made in
            used += made
        }
        #expect(used == Array(0..<count))
    }

    /// Each element made once, written to its own place, across batches' edges; strings (reference-counted) too.
    @Test(arguments: [(0, 3), (1, 3), (10, 3), (9, 3), (20_000, 8_192)])
    func arrayHoldsEachElementInItsPlace(count: Int, batch: Int) {
        let made = Atomic(0)
        let array = Lanes.array(count, batch: batch) { index in
            made.add(1, ordering: .relaxed)
            return "element \(index) of a string too long to be stored inline"
        }
        #expect(array == (0..<count).map { "element \($0) of a string too long to be stored inline" })
        #expect(made.load(ordering: .relaxed) == count)
    }

    /// `--jobs N` caps the threads of every step spread over the cores, not only the contests rendered at once.
    @Test func aCapOnWorkThreadsKeepsTheLanesToIt() {
        defer { UsableCores.limit(to: nil) }
        UsableCores.limit(to: 1)
        #expect(UsableCores.count == 1)
        let running = Atomic(0), most = Atomic(0)
        try? Lanes.run(Array(0..<200)) { _ in
            let now = running.add(1, ordering: .relaxed).newValue
            most.max(now, ordering: .relaxed)
            var spin = 0
            for step in 0..<20_000 { spin &+= step }  // long enough for a second lane to start meanwhile
            #expect(spin != 1)
            running.subtract(1, ordering: .relaxed)
        }
        #expect(most.load(ordering: .relaxed) == 1)
        UsableCores.limit(to: nil)
        #expect(UsableCores.count == UsableCores.detected)
        UsableCores.limit(to: UsableCores.detected + 5)
        #expect(UsableCores.count == UsableCores.detected, "a cap above the cores changes nothing")
    }

    @Test func theLowestFailingJobIsReported() {
        #expect(throws: Problem(source: "job 3", message: "failed")) {
            try Lanes.run(Array(0..<1_000)) { job throws(Problem) in
                if job >= 3, job % 3 == 0 { throw Problem(source: "job \(job)", message: "failed") }
            }
        }
    }
}
