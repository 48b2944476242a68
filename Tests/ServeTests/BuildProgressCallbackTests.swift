import Publishing
import Synchronization
import TestSupport
import Testing

/// The progress callback the CLI's counter line is drawn from (`BuildRequest.progress`).
@Suite struct BuildProgressCallbackTests {
    @Test("a build reports progress once per contest, ending at total")
    func buildCallsProgress() async throws {
        let site = try StarterSite()
        defer { site.remove() }
        let calls = Mutex<[(Int, Int)]>([])
        var request = try site.request()
        request.progress = { done, total in calls.withLock { $0.append((done, total)) } }
        let report = await SiteBuild.run(request)
        #expect(report.exitStatus == 0)
        let seen = calls.withLock { $0 }
        #expect(seen.map(\.0).sorted() == [1, 2, 3])
        #expect(seen.allSatisfy { $0.1 == 3 })
    }
}
