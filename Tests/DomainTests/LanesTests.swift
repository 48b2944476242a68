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

    @Test func theLowestFailingJobIsReported() {
        #expect(throws: Problem(source: "job 3", message: "failed")) {
            try Lanes.run(Array(0..<1_000)) { job throws(Problem) in
                if job >= 3, job % 3 == 0 { throw Problem(source: "job \(job)", message: "failed") }
            }
        }
    }
}
