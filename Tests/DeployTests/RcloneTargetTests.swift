import Foundation
import TestSupport
import Testing
import Domain
import Publishing
@testable import Deploying

/// `rclone:REMOTE:bucket/prefix` against moto's S3 server through the system rclone.
@Suite(.serialized) struct RcloneTargetTests {
    func remoteFiles(_ moto: MotoServer) throws -> [String: [String: Any]] {
        let listed = try moto.rclone(["lsjson", "-R", "--files-only", "-M", "s3test:site/www"])
        #expect(listed.status == 0, "\(listed.output)")
        let items = try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [[String: Any]] ?? []
        return Dictionary(uniqueKeysWithValues: items.compactMap { item in (item["Path"] as? String).map { ($0, item) } })
    }

    @Test func phasedUploadWithHeadersThenDeletionsLast() async throws {
        let moto = try MotoServer(), site = try DeploySite()
        let target = "rclone:s3test:site/www"
        try site.addPage("old", kilobytes: 1)
        _ = try await site.build()
        let first = await Deployer.run(site.request(target))
        #expect(first.exitStatus == 0, "\(first.summaryLine)")
        var remote = try remoteFiles(moto)
        #expect(Set(remote.keys) == Set(site.snapshot().keys))
        let metadata = { (path: String) in (remote[path]?["Metadata"] as? [String: String]) ?? [:] }
        #expect(metadata("build.json")["cache-control"] == "no-cache")
        #expect(metadata("assets/site.css")["cache-control"] == "public, max-age=86400")
        #expect(metadata("index.html")["cache-control"] == "public, max-age=60")
        // CONTRACT §9: open standings pages revalidate it every minute.
        #expect(metadata("contests/8a1d4e6f-2c3b-4f5a-8e9d-0b7c6a5f4e02/live.json")["cache-control"] == "no-cache")
        let markdown = try #require(remote.keys.first { $0.hasSuffix("index.md") })
        #expect(remote[markdown]?["MimeType"] as? String == "text/markdown; charset=utf-8")

        try site.removePage("old")
        _ = try await site.build()
        let second = await Deployer.run(site.request(target))
        #expect(second.exitStatus == 0 && second.deleted == 1, "\(second.summaryLine)")
        remote = try remoteFiles(moto)
        #expect(Set(remote.keys) == Set(site.snapshot().keys))
        let copy = try Scratch("copy")
        #expect(try moto.rclone(["copy", "s3test:site/www", copy.path]).status == 0)
        #expect(snapshot(copy.path) == site.snapshot())

        var verify = site.request(target)
        verify.verifyRemote = true
        #expect(await Deployer.run(verify).exitStatus == 0)
        #expect(try moto.rclone(["deletefile", "s3test:site/www/index.html"]).status == 0)
        let drift = await Deployer.run(verify)
        #expect(drift.exitStatus == 2 && drift.drift == ["index.html"], "\(drift.summaryLine)")
    }

    @Test func anUnknownRemoteIsOneClearLine() async throws {
        let moto = try MotoServer(), site = try DeploySite()
        _ = try await site.build()
        let report = await Deployer.run(site.request("rclone:nosuchremote:bucket"))
        #expect(report.exitStatus == 2)
        let line = report.failure?.description ?? ""
        #expect(line.hasPrefix("rclone:nosuchremote:bucket: upload failed"), "\(line)")
        #expect(line.contains("no such remote in rclone's config"), "\(line)")
        withExtendedLifetime(moto) {}
    }
}
