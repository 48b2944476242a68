import Foundation
import OutputTree
import Testing
import Domain
import Input
import Publishing
@testable import Deploying

/// The plan is the difference of two file lists; the guards refuse what cron must never do on its own.
@Suite struct DeployPlanTests {
    func list(_ count: Int, changed: Set<Int> = []) -> SiteFileList {
        var files: [String: SiteFileList.Entry] = [:]
        for index in 0..<count {
            files["contests/\(index)/index.html"] = .init(size: 100, value: UInt64(changed.contains(index) ? 1_000_000 + index : index))
        }
        return SiteFileList(files: files)
    }

    func deployed(_ list: SiteFileList) -> DeployedState { DeployedState(buildID: list.buildID, files: list.files) }

    @Test func sameBuildIsNothingNew() {
        let plan = DeployPlan(built: list(10), deployed: deployed(list(10)))
        #expect(plan.isNothingNew)
        #expect(plan.uploads.isEmpty && plan.deletions.isEmpty && plan.bytes == 0)
    }

    @Test func oneChangedFileSendsItAndBuildJSONOnly() {
        let plan = DeployPlan(built: list(10, changed: [3]), deployed: deployed(list(10)))
        #expect(plan.uploads == ["contests/3/index.html", "build.json"])
        #expect(plan.deletions.isEmpty)
        #expect(plan.bytes == 100 + list(10, changed: [3]).stamp.count)
    }

    @Test func deletionsAboveTheDefaultAreRefusedUnlessAllowed() throws {
        let plan = DeployPlan(built: list(1000), deployed: deployed(list(1100)))
        #expect(plan.deletions.count == 100)
        let refusal = try #require(plan.refusal(configuredMaxDeletes: nil, override: nil))
        #expect(refusal.contains("refusing to delete 100 of 1100 live files"))
        #expect(plan.refusal(configuredMaxDeletes: nil, override: 100) == nil)
        #expect(plan.refusal(configuredMaxDeletes: 200, override: nil) == nil)
        // 5 % of a large site is above 50.
        #expect(DeployPlan(built: list(1950), deployed: deployed(list(2000))).refusal(configuredMaxDeletes: nil, override: nil) == nil)
    }

    @Test func aBuildFarSmallerThanTheLiveSiteIsRefused() throws {
        let plan = DeployPlan(built: list(30), deployed: deployed(list(100)))
        let refusal = try #require(plan.refusal(configuredMaxDeletes: 1000, override: nil))
        #expect(refusal.contains("refusing to publish 30 files where 100 are live"))
    }

    @Test func targetsParseAndNeverShowMoreThanTheyWereGiven() throws {
        #expect(try TargetAddress("ssh://deploy@web1.example.com:2222/srv/site/") ==
            .ssh(user: "deploy", host: "web1.example.com", port: 2222, path: "/srv/site"))
        #expect(try TargetAddress("file:///srv/site") == .file(path: "/srv/site"))
        #expect(try TargetAddress("rclone:s3:bucket/prefix") == .rclone(remote: "s3:bucket/prefix"))
        for bad in ["ftp://x/y", "ssh://-oProxyCommand=x/y", "ssh://host", "file://relative", "rclone:nocolon", "ssh://h:99999/p"] {
            #expect(throws: Problem.self) { try TargetAddress(bad) }
        }
    }

    @Test func theNginxSnippetCarriesTheHeaders() {
        let text = NginxSnippet.text(DeployConfig())
        #expect(text.contains("location = /build.json { add_header Cache-Control \"no-cache\" always; }"))
        #expect(text.contains("location ^~ /assets/ { add_header Cache-Control \"public, max-age=86400\" always; }"))
        #expect(text.contains("location ~ \\.html$ {"))
    }
}

/// The deploy record is read back exactly as written, and a damaged one is not trusted.
@Suite struct DeployedStateTests {
    @Test func aRecordReadsBackAsWrittenAndADamagedOneIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pcsite-record-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = "\(folder)/public"
        let target = try TargetAddress("file:///srv/www")
        var files: [String: SiteFileList.Entry] = [:]
        // More than the megabyte a save writes at a time.
        for index in 0..<30_000 {
            files["contests/\(index)/page \(index % 7)/index.html"] = .init(size: index * 37, value: UInt64(index) &* 0x9E37_79B9_7F4A_7C15)
        }
        files["ünïcode/名前.html"] = .init(size: 0, value: .max)
        let state = DeployedState(buildID: "abc123", files: files)
        try state.save(forOutput: output, target: target)
        #expect(DeployedState.load(forOutput: output, target: target) == state)
        #expect(DeployedState.buildID(forOutput: output, target: target) == "abc123")
        let spaced = DeployedState.parse(Array("\nbuild x\n\n00000000000000ff 3 a b.html\n\n0000000000000001 0 c".utf8))
        #expect(spaced == DeployedState(buildID: "x", files: ["a b.html": .init(size: 3, value: 255), "c": .init(size: 0, value: 1)]))
        for damaged in ["build x\nzz00000000000000 1 a\n", "build x\n0000000000000000 1x a\n", "build x\n0000000000000000  a\n", "nothing"] {
            #expect(DeployedState.parse(Array(damaged.utf8)) == nil, "\(damaged)")
        }
    }
}
