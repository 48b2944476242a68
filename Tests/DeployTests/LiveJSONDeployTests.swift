import Foundation
import Testing
import Domain
import Publishing
@testable import Deploying

/// `contests/<id>/live.json` (CONTRACT §9) on the hosts: `Cache-Control: no-cache` from every target kind, and a
/// deploy that leaves an unchanged one as it is, so open pages keep getting 304 from nginx.
@Suite(.serialized) struct LiveJSONDeployTests {
    /// A contest with standings that are not final (closed, scored: "Provisional").
    let contest = "8a1d4e6f-2c3b-4f5a-8e9d-0b7c6a5f4e02"

    @Test func everyTargetKindGetsNoCacheForLiveJSON() {
        let config = DeployConfig()
        #expect(config.cacheControl(for: "contests/\(contest)/live.json") == "no-cache")
        #expect(config.cacheControl(for: "contests/\(contest)/index.html") == "public, max-age=60")
        #expect(NginxSnippet.text(config).contains("location ~ \\/live\\.json$ { add_header Cache-Control \"no-cache\" always; }"))
    }

    @Test func nginxAnswers304UntilTheStandingsChangeAndADeployLeavesAnUnchangedFile() async throws {
        let site = try DeploySite(), host = try Scratch.fileHost()
        let root = host.file("www"), target = "file://\(root)"
        _ = try await site.build()
        let first = await Deployer.run(site.request(target))
        #expect(first.exitStatus == 0, "\(first.summaryLine)")
        let nginx = try NginxServer(serving: root, include: NginxSnippet.path(forOutput: site.output))
        let path = "/contests/\(contest)/live.json"
        let fresh = try nginx.get(path, headers: [:])
        #expect(fresh.status == 200)
        #expect(fresh.headers["cache-control"] == "no-cache")
        let etag = try #require(fresh.headers["etag"])
        #expect(try nginx.get(path, headers: ["If-None-Match": etag]).status == 304)

        // The contest's details change, its standings do not: its pages are sent again, live.json is not.
        try site.scratch.write("content/contests/\(contest)/contest.json",
                               try String(contentsOfFile: "\(site.content)/contests/\(contest)/contest.json", encoding: .utf8)
                                .replacingOccurrences(of: "\"contest_name\": \"", with: "\"contest_name\": \"Renamed "))
        _ = try await site.build()
        let second = await Deployer.run(site.request(target))
        #expect(second.exitStatus == 0, "\(second.summaryLine)")
        let releases = (try #require(first.buildID), try #require(second.buildID))
        #expect(releases.0 != releases.1)
        let inode = { (release: String, file: String) in
            (try? FileManager.default.attributesOfItem(atPath: "\(root)/releases/\(release)/contests/\(contest)/\(file)"))?[.systemFileNumber] as? UInt64
        }
        #expect(inode(releases.0, "live.json") != nil && inode(releases.0, "live.json") == inode(releases.1, "live.json"))
        #expect(inode(releases.0, "index.html") != inode(releases.1, "index.html"))
        #expect(try nginx.get(path, headers: ["If-None-Match": etag]).status == 304)

        // New standings: a new live.json, a new ETag, the old one answered with the file. nginx's ETag is the
        // file's mtime in whole seconds and its size, and the new file has the old one's size: on a fast machine
        // the three builds fit in one second, so let that second pass first (a cron interval always does).
        let published = try #require(FileManager.default.attributesOfItem(
            atPath: "\(root)/releases/\(releases.1)/contests/\(contest)/live.json")[.modificationDate] as? Date)
        while Date().timeIntervalSince1970.rounded(.down) <= published.timeIntervalSince1970.rounded(.down) {
            try await Task.sleep(for: .milliseconds(50))
        }
        try site.scratch.write("content/contests/\(contest)/leaderboard.json",
                               try String(contentsOfFile: "\(site.content)/contests/\(contest)/leaderboard.json", encoding: .utf8)
                                .replacingOccurrences(of: "2026-01-13T09:15:00Z", with: "2026-01-13T09:20:00Z"))
        _ = try await site.build()
        #expect(await Deployer.run(site.request(target)).exitStatus == 0)
        let changed = try nginx.get(path, headers: ["If-None-Match": etag])
        #expect(changed.status == 200 && changed.headers["etag"] != etag)
        let live = try #require(try JSONSerialization.jsonObject(with: changed.body) as? [String: Any])
        #expect((live["generated_at"] as? String)?.hasPrefix("2026-01-13T") == true, "\(live)")
    }
}
