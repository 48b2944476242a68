import Domain
import Foundation
import Publishing
import TestSupport
import Testing
@testable import Deploying

/// `file:///path`: the releases/current layout on this machine, through the same scripts as ssh.
@Suite(.serialized) struct FileTargetTests {
    func inode(_ path: String) -> UInt64? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.systemFileNumber] as? UInt64
    }

    @Test func deployNoOpChangeAndRollback() async throws {
        let site = try DeploySite(), host = try Scratch.fileHost()
        let root = host.file("www"), target = "file://\(root)"
        _ = try await site.build()
        let first = await Deployer.run(site.request(target))
        #expect(first.exitStatus == 0, "\(first.summaryLine)")
        #expect(live(root) == site.snapshot())
        let firstID = try #require(first.buildID)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: "\(root)/current") == "releases/\(firstID)")

        let again = await Deployer.run(site.request(target))
        #expect(again.nothingNew && again.exitStatus == 0 && again.filesSent == 0)
        #expect(again.summaryLine.contains("nothing new"))

        let before = site.snapshot()
        try site.addPage("news", kilobytes: 4)
        _ = try await site.build()
        let after = site.snapshot()
        let second = await Deployer.run(site.request(target))
        #expect(second.exitStatus == 0, "\(second.summaryLine)")
        #expect(live(root) == after)
        // Exactly the files whose bytes changed (build.json among them) were sent.
        #expect(second.filesSent == after.filter { before[$0.key] != $0.value }.count, "\(second.filesSent) files sent")
        let secondID = try #require(second.buildID)
        let unchanged = "contests/3f9c2b1e-7d4a-4c8e-9b2f-1a6e5d0c7b01/index.md"
        #expect(inode("\(root)/releases/\(firstID)/\(unchanged)") == inode("\(root)/releases/\(secondID)/\(unchanged)"))
        // The host holds exactly the files of the build: nothing of pcsite's own.
        #expect(Set(live(root).keys) == Set(site.snapshot().keys))

        let rolled = await Deployer.run({ var request = site.request(target); request.rollback = true; return request }())
        #expect(rolled.rolledBackTo == firstID, "\(rolled.summaryLine)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: "\(root)/current") == "releases/\(firstID)")
        // The record was forgotten: resumed, the next deploy is a full one, linked to what is live, and completes.
        let redeploy = await Deployer.run({ var request = site.request(target); request.resume = true; return request }())
        #expect(redeploy.exitStatus == 0 && redeploy.buildID == secondID)
        #expect(live(root) == site.snapshot())
    }

    @Test func theNextReleaseIsPreparedWhileTheSiteIsLive() async throws {
        try requireTool("flock")
        let site = try DeploySite(), host = try Scratch.fileHost()
        let root = host.file("www"), target = "file://\(root)"
        let unchanged = "contests/3f9c2b1e-7d4a-4c8e-9b2f-1a6e5d0c7b01/index.md"
        _ = try await site.build()
        let firstID = try #require(await Deployer.run(site.request(target)).buildID)
        let prepared = "\(root)/releases/.next-\(firstID)"
        #expect(await eventually { FileManager.default.fileExists(atPath: prepared) }, "no prepared copy of the live release")
        // Links of the live release, file for file, never the live files themselves rewritten.
        #expect(snapshot(prepared) == live(root))
        #expect(inode("\(prepared)/\(unchanged)") == inode("\(root)/releases/\(firstID)/\(unchanged)"))
        let preparedFolder = inode(prepared)
        let firstRelease = snapshot("\(root)/releases/\(firstID)")

        try site.addPage("news", kilobytes: 4)
        _ = try await site.build()
        let second = await Deployer.run(site.request(target))
        #expect(second.exitStatus == 0, "\(second.summaryLine)")
        let secondID = try #require(second.buildID)
        // The prepared folder became the new release (renamed, so the same inode), and received only the changes.
        #expect(inode("\(root)/releases/\(secondID)") == preparedFolder)
        #expect(live(root) == site.snapshot())
        #expect(snapshot("\(root)/releases/\(firstID)") == firstRelease)
        let next = "\(root)/releases/.next-\(secondID)"
        #expect(await eventually { FileManager.default.fileExists(atPath: next) })

        // While a copy holds the lock, a deploy does not wait for it: it copies the live release itself.
        let holder = try await holdLock("\(root)/releases/.next.lock")
        defer { kill(holder, SIGKILL) }
        try site.addPage("more", kilobytes: 4)
        _ = try await site.build()
        let third = await Deployer.run(site.request(target))
        #expect(third.exitStatus == 0, "\(third.summaryLine)")
        let thirdID = try #require(third.buildID)
        #expect(inode("\(root)/releases/\(thirdID)") != inode(next))
        // The deploy did not wait for the host's background copy, which still waits for the lock.
        #expect(kill(holder, 0) == 0 && !FileManager.default.fileExists(atPath: "\(root)/releases/.next-\(thirdID)"))
        #expect(live(root) == site.snapshot())
        kill(holder, SIGKILL)
        // The copy queued behind the lock then replaces the stale one.
        #expect(await eventually { FileManager.default.fileExists(atPath: "\(root)/releases/.next-\(thirdID)") })
        #expect(await eventually { !FileManager.default.fileExists(atPath: next) })
    }

    @Test func dryRunChangesNothingAndOldReleasesArePruned() async throws {
        let site = try DeploySite(), host = try Scratch.fileHost()
        let root = host.file("www"), target = "file://\(root)"
        _ = try await site.build()
        var dry = site.request(target)
        dry.dryRun = true
        let plan = await Deployer.run(dry)
        #expect(plan.exitStatus == 0 && plan.dryRun && plan.filesSent == site.snapshot().count)
        #expect(!FileManager.default.fileExists(atPath: root))
        for round in 0..<4 {
            try site.addPage("round\(round)", kilobytes: 1)
            _ = try await site.build()
            let report = await Deployer.run(site.request(target) { $0.keepReleases = 2 })
            #expect(report.exitStatus == 0, "\(report.summaryLine)")
        }
        let releases = try FileManager.default.contentsOfDirectory(atPath: "\(root)/releases").filter { !$0.hasPrefix(".") }
        #expect(releases.count == 2)
        #expect(live(root) == site.snapshot())
    }

    @Test func tooManyDeletionsAreRefusedAndTheLiveSiteStays() async throws {
        let site = try DeploySite(), host = try Scratch.fileHost()
        let root = host.file("www"), target = "file://\(root)"
        _ = try await site.build()
        #expect(await Deployer.run(site.request(target)).exitStatus == 0)
        let before = live(root)
        try FileManager.default.removeItem(atPath: site.content + "/contests")
        try FileManager.default.createDirectory(atPath: site.content + "/contests", withIntermediateDirectories: true)
        _ = try await site.build()
        let refused = await Deployer.run(site.request(target) { $0.maxDeletes = 3 })
        #expect(refused.exitStatus == 2)
        #expect(refused.failure?.description.hasPrefix("file://\(root): refusing to delete") == true, "\(refused.summaryLine)")
        #expect(live(root) == before)
        var allowed = site.request(target)
        allowed.maxDeletes = 10_000
        #expect(await Deployer.run(allowed).exitStatus == 0)
        #expect(live(root) == site.snapshot())
    }

    @Test func aFullDiskOrReadOnlyHostFailsWithTheCauseAndKeepsTheLiveSite() async throws {
        try Tmpfs.requireMountable()
        let site = try DeploySite(), host = try Scratch.fileHost()
        let root = host.file("www"), target = "file://\(root)"
        let disk = try Tmpfs(megabytes: 3, at: root)
        defer { disk.unmount() }
        _ = try await site.build()
        #expect(await Deployer.run(site.request(target)).exitStatus == 0)
        let before = live(root)
        try site.addPage("huge", kilobytes: 4096)
        _ = try await site.build()
        let full = await Deployer.run(site.request(target))
        #expect(full.exitStatus == 2)
        #expect(full.failure?.description.contains("No space left on device") == true, "\(full.summaryLine)")
        #expect(live(root) == before)

        try site.removePage("huge")
        try site.addPage("small", kilobytes: 1)
        _ = try await site.build()
        try disk.makeReadOnly()
        let readOnly = await Deployer.run(site.request(target))
        #expect(readOnly.exitStatus == 2)
        #expect(readOnly.failure?.description.contains("Read-only file system") == true, "\(readOnly.summaryLine)")
        #expect(live(root) == before)
    }

    @Test func aSecondDeployToTheSameTargetExitsThree() async throws {
        let site = try DeploySite(), host = try Scratch.fileHost()
        let target = "file://\(host.file("www"))"
        _ = try await site.build()
        let address = try TargetAddress(target)
        let held = try DeployLock.acquire(forOutput: site.output, target: address, wait: false)
        let second = await Deployer.run(site.request(target))
        #expect(second.exitStatus == 3)
        #expect(second.busy?.description.contains("another pcsite deploy to this target is running") == true)
        withExtendedLifetime(held) {}
    }

    @Test func anOutputWithoutItsBuildJSONIsNotDeployed() async throws {
        let site = try DeploySite(), host = try Scratch.fileHost()
        _ = try await site.build()
        try "tampered".write(toFile: "\(site.output)/index.html", atomically: true, encoding: .utf8)
        let report = await Deployer.run(site.request("file://\(host.file("www"))"))
        #expect(report.exitStatus == 2)
        #expect(report.failure?.description.contains("build.json: missing or does not match") == true)
        #expect(!FileManager.default.fileExists(atPath: host.file("www")))
    }
}
