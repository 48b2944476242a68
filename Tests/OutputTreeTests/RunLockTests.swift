import Domain
import Foundation
import Testing
import OutputTree

/// One run per output folder: the lock lives beside the output, a second run is told at once, and the
/// lock is free again as soon as its holder is gone.
@Suite struct RunLockTests {
    @Test func aSecondRunIsBusyUntilTheFirstLetsGo() throws {
        let folder = try TreeFolder()
        defer { folder.remove() }
        var first: RunLock? = try RunLock.acquire(forOutput: folder.output, wait: false)
        #expect(first?.path == "\(folder.root)/.pcsite/out.lock")
        #expect(throws: RunLock.Busy.self) { _ = try RunLock.acquire(forOutput: folder.output, wait: false) }
        first = nil
        let second = try RunLock.acquire(forOutput: folder.output, wait: false)
        #expect(second.path == RunLock.path(forOutput: folder.output))
    }

    @Test func sideFilesSitBesideTheOutputNeverInIt() {
        #expect(SideFiles.path(forOutput: "/srv/site/public/", suffix: "manifest") == "/srv/site/.pcsite/public.manifest")
        #expect(SpareTree.folder(forOutput: "/srv/site/public") == "/srv/site/.pcsite/public.spare")
    }
}
