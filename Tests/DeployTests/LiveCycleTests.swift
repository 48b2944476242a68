import Foundation
import TestSupport
import Testing
import Domain
import Publishing
@testable import Deploying

/// What cron's next run does after the person on call acted (docs/DEPLOY.md): a rollback holds, a failed
/// verification stays failed, a dry run lists its paths, and each switch leaves the changed URLs for a CDN purge.
@Suite(.serialized) struct LiveCycleTests {
    func liveRelease(_ root: String) throws -> String {
        try FileManager.default.destinationOfSymbolicLink(atPath: "\(root)/current")
    }

    /// Deploys A, then B, rolls back to A; returns (A, B).
    func deployTwiceAndRollBack(_ site: DeploySite, _ request: () -> DeployRequest) async throws -> (String, String) {
        _ = try await site.build()
        let first = await Deployer.run(request())
        let a = try #require(first.buildID, "\(first.summaryLine)")
        try site.addPage("news", kilobytes: 4)
        _ = try await site.build()
        let second = await Deployer.run(request())
        let b = try #require(second.buildID, "\(second.summaryLine)")
        var rollback = request()
        rollback.rollback = true
        let rolled = await Deployer.run(rollback)
        #expect(rolled.exitStatus == 0 && rolled.rolledBackTo == a && rolled.rolledBackFrom == b, "\(rolled.summaryLine)")
        return (a, b)
    }

    /// The rollback holds against cron's next runs, `--resume` ends it, and so does a different build.
    func rollbackHolds(_ site: DeploySite, root: String, _ request: @escaping () -> DeployRequest) async throws {
        let (a, b) = try await deployTwiceAndRollBack(site, request)
        for _ in 0..<2 {
            let cron = await Deployer.run(request())
            #expect(cron.exitStatus == 0 && cron.filesSent == 0 && cron.heldOnRelease == a, "\(cron.summaryLine)")
            #expect(cron.summaryLine.contains("not deploying build \(b): held back by a rollback to release \(a)"))
            #expect(cron.outcome == "held_by_rollback")
            #expect(try liveRelease(root) == "releases/\(a)")
        }
        var resume = request()
        resume.resume = true
        let resumed = await Deployer.run(resume)
        #expect(resumed.exitStatus == 0 && resumed.buildID == b, "\(resumed.summaryLine)")
        #expect(try liveRelease(root) == "releases/\(b)")
        #expect(live(root) == site.snapshot())

        // Rolled back again, a build that differs from the one rolled back from goes out and ends the hold.
        var rollback = request()
        rollback.rollback = true
        #expect(await Deployer.run(rollback).rolledBackTo == a)
        try site.addPage("later", kilobytes: 2)
        _ = try await site.build()
        let next = await Deployer.run(request())
        #expect(next.exitStatus == 0 && next.heldOnRelease == nil && next.buildID != b, "\(next.summaryLine)")
        #expect(live(root) == site.snapshot())
        #expect(!FileManager.default.fileExists(atPath: RollbackHold.path(forOutput: site.output, target: try TargetAddress(request().target))))
    }

    @Test func aRollbackHoldsOnAFileTarget() async throws {
        let site = try DeploySite(), host = try Scratch.fileHost()
        let root = host.file("www")
        try await rollbackHolds(site, root: root) { site.request("file://\(root)") }
    }

    @Test func aRollbackHoldsOnAnSSHTarget() async throws {
        let ssh = try SSHServer(), site = try DeploySite(), host = try Scratch("host")
        let root = host.file("www")
        try await rollbackHolds(site, root: root) { site.request(ssh.target(root), ssh: ssh.sshCommand()) }
    }

    @Test func aFailedVerificationStaysFailedUntilTheHostServesTheBuild() async throws {
        let site = try DeploySite(), host = try Scratch.fileHost(), elsewhere = try Scratch("other")
        let root = host.file("www")
        try FileManager.default.createDirectory(atPath: "\(elsewhere.path)/current", withIntermediateDirectories: true)
        let served = "\(elsewhere.path)/current/build.json"
        try "{\"build_id\":\"0\",\"files\":1}\n".write(toFile: served, atomically: true, encoding: .utf8)
        // The public address answers from elsewhere (a CDN or load balancer still on another build).
        let nginx = try NginxServer(serving: elsewhere.path)
        let request = { site.request("file://\(root)") { $0.verifyURL = nginx.baseURL } }
        _ = try await site.build()
        let first = await Deployer.run(request())
        #expect(first.exitStatus == 2 && first.verification == .failed, "\(first.summaryLine)")
        let id = try #require(first.buildID)
        for _ in 0..<2 {
            let again = await Deployer.run(request())
            #expect(again.exitStatus == 2 && !again.nothingNew && again.filesSent == 0, "\(again.summaryLine)")
            #expect(again.outcome == "verify_failed")
            #expect(again.failure?.description.contains("it serves build 0") == true, "\(again.summaryLine)")
            #expect(again.failure?.description.contains("every run checks again until it is served") == true)
        }
        // The public now gets the build: the next run says so once, then there is nothing new.
        try FileManager.default.removeItem(atPath: served)
        try FileManager.default.copyItem(atPath: "\(site.output)/build.json", toPath: served)
        let passed = await Deployer.run(request())
        #expect(passed.exitStatus == 0 && passed.verifiedAgain == id && passed.verification == .verified, "\(passed.summaryLine)")
        let quiet = await Deployer.run(request())
        #expect(quiet.exitStatus == 0 && quiet.nothingNew, "\(quiet.summaryLine)")
    }

    @Test func aDryRunListsEveryPathItWouldSendAndDelete() async throws {
        let site = try DeploySite(), host = try Scratch.fileHost()
        let root = host.file("www"), target = "file://\(root)"
        _ = try await site.build()
        #expect(await Deployer.run(site.request(target)).exitStatus == 0)
        let before = site.snapshot()
        try site.addPage("news", kilobytes: 4)
        try site.removePage("about")
        _ = try await site.build()
        let after = site.snapshot()
        var dry = site.request(target)
        dry.dryRun = true
        let plan = await Deployer.run(dry)
        #expect(plan.exitStatus == 0 && plan.dryRun, "\(plan.summaryLine)")
        #expect(Set(plan.plannedUploads) == Set(after.filter { before[$0.key] != $0.value }.keys))
        #expect(Set(plan.plannedDeletions) == Set(before.keys).subtracting(after.keys))
        #expect(plan.plannedDeletions.contains("pages/about/index.html"))
        #expect(live(root) == before, "a dry run changed the host")

        // A guard's refusal names the deletions it refused.
        var strict = site.request(target) { $0.maxDeletes = 0 }
        strict.dryRun = false
        let refused = await Deployer.run(strict)
        #expect(refused.exitStatus == 2 && refused.refusedDeletions == plan.plannedDeletions.sorted(), "\(refused.summaryLine)")
        #expect(live(root) == before)
    }

    @Test func eachSwitchLeavesItsChangedURLsAndRunsTheAfterCommand() async throws {
        let site = try DeploySite(), host = try Scratch.fileHost(), scratch = try Scratch("after")
        let root = host.file("www"), target = "file://\(root)"
        let received = scratch.file("received.txt")
        let request = { (command: String) in
            var request = site.request(target) { $0.afterCommand = command }
            request.publicURL = "https://contests.example.com/"
            return request
        }
        _ = try await site.build()
        #expect(await Deployer.run(request("cat > \(received)")).exitStatus == 0)
        try site.addPage("news", kilobytes: 4)
        _ = try await site.build()
        let second = await Deployer.run(request("cat > \(received); echo \"$PCSITE_BUILD_ID\" > \(received).id"))
        #expect(second.exitStatus == 0, "\(second.summaryLine)")
        let urls = try String(contentsOfFile: ChangedURLs.path(forOutput: site.output), encoding: .utf8)
        #expect(urls == (try String(contentsOfFile: received, encoding: .utf8)), "the command got other URLs than the file")
        let lines = urls.split(separator: "\n").map(String.init)
        #expect(lines.contains("https://contests.example.com/pages/news/"))
        #expect(lines.contains("https://contests.example.com/"), "the index changed with the new page")
        #expect(lines.contains("https://contests.example.com/build.json"))
        #expect(lines.allSatisfy { $0.hasPrefix("https://contests.example.com/") && !$0.hasSuffix("index.html") })
        #expect(lines.count == second.changedURLs && lines == lines.sorted())
        #expect((try String(contentsOfFile: "\(received).id", encoding: .utf8)) == "\(second.buildID ?? "")\n")

        // A failing command is exit 1, named, and the deploy stands.
        try site.addPage("later", kilobytes: 2)
        _ = try await site.build()
        let failing = await Deployer.run(request("echo purge refused by the CDN >&2; exit 3"))
        #expect(failing.exitStatus == 1, "\(failing.summaryLine)")
        let line = failing.afterSwitchFailure?.description ?? ""
        #expect(line.hasPrefix("deploy.after_command: failed") && line.contains("purge refused by the CDN"), "\(line)")
        #expect(line.contains("stays live") && !line.contains("\n"))
        #expect(live(root) == site.snapshot())
    }
}
