import Foundation
import OutputTree
@testable import SiteState
import Testing
import Domain
import Input
import Publishing
@testable import Deploying
import TestSupport

/// The plan is the difference of two file lists; the guards refuse what cron must never do on its own.
@Suite struct DeployPlanTests {
    func list(_ count: Int, changed: Set<Int> = []) -> SortedFileList {
        var files: [String: SiteFileList.Entry] = [:]
        for index in 0..<count {
            files["contests/\(index)/index.html"] = .init(size: 100, value: UInt64(changed.contains(index) ? 1_000_000 + index : index))
        }
        return SortedFileList(files)
    }

    func deployed(_ list: SortedFileList) -> DeployedFiles { DeployedFiles(buildID: list.buildID, held: list) }

    @Test func sameBuildIsNothingNew() throws {
        let plan = try DeployPlan(built: list(10), deployed: deployed(list(10)))
        #expect(plan.isNothingNew)
        #expect(plan.uploads.isEmpty && plan.deletions.isEmpty && plan.bytes == 0)
    }

    @Test func oneChangedFileSendsItAndBuildJSONOnly() throws {
        let plan = try DeployPlan(built: list(10, changed: [3]), deployed: deployed(list(10)))
        #expect(plan.uploads == ["contests/3/index.html", "build.json"])
        #expect(plan.deletions.isEmpty)
        #expect(plan.bytes == 100 + list(10, changed: [3]).stamp.count)
    }

    @Test func deletionsAboveTheDefaultAreRefusedUnlessAllowed() throws {
        let plan = try DeployPlan(built: list(1000), deployed: deployed(list(1100)))
        #expect(plan.deletions.count == 100)
        let refusal = try #require(plan.refusal(configuredMaxDeletes: nil, override: nil))
        #expect(refusal.contains("refusing to delete 100 of 1100 live files"))
        #expect(plan.refusal(configuredMaxDeletes: nil, override: 100) == nil)
        #expect(plan.refusal(configuredMaxDeletes: 200, override: nil) == nil)
        // 5 % of a large site is above 50.
        #expect(try DeployPlan(built: list(1950), deployed: deployed(list(2000))).refusal(configuredMaxDeletes: nil, override: nil) == nil)
    }

    @Test func aBuildFarSmallerThanTheLiveSiteIsRefused() throws {
        let plan = try DeployPlan(built: list(30), deployed: deployed(list(100)))
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

/// The plan is the two lists read side by side: what a comparison of two dictionaries gives, for paths beyond
/// ASCII, paths that begin others, and lists of every size.
@Suite struct DeployPlanMergeTests {
    @Test func theMergeSendsAndDeletesWhatTwoDictionariesDiffer() throws {
        var generator = SystemRandomNumberGenerator()
        let names = ["a", "a/b", "a/b.html", "a.html", "ab", "é/x", "名前/y", "z/index.html", "contests/1/index.html", "contests/10/index.html"]
        for round in 0..<200 {
            var built: [String: SiteFileList.Entry] = [:], live: [String: SiteFileList.Entry] = [:]
            for index in 0..<Int.random(in: 0...60, using: &generator) {
                let path = "\(names.randomElement(using: &generator)!)/\(index % 13)"
                let entry = SiteFileList.Entry(size: index, value: UInt64.random(in: 0...2, using: &generator))
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: built[path] = entry
                case 1: live[path] = entry
                case 2: (built[path], live[path]) = (entry, entry)
                default: (built[path], live[path]) = (entry, SiteFileList.Entry(size: index, value: 7))
                }
            }
            let plan = try DeployPlan(built: SortedFileList(built), deployed: DeployedFiles(buildID: "live", held: SortedFileList(live)))
            let sent = built.filter { live[$0.key] != $0.value }.keys.sorted()
            #expect(plan.uploads == sent + ["build.json"], "round \(round)")
            #expect(plan.deletions == live.keys.filter { built[$0] == nil }.sorted(), "round \(round)")
            #expect(plan.bytes == sent.reduce(SortedFileList(built).stamp.count) { $0 + built[$1]!.size })
            #expect(plan.liveCount == live.count && plan.uploadCount == sent.count + 1)
        }
    }

    /// Paths that are their own URL are merged, read where the plan holds them, with the URLs made for the rest:
    /// the result must be what making every URL and sorting them gives.
    @Test func theChangedURLsAreEveryPathsAddressInByteOrderOnce() throws {
        var generator = SystemRandomNumberGenerator()
        let names = ["index.html", "a/index.html", "a/b", "a b/index.html", "a-b", "a%b", "a?b", "xindex.html", "é/index.html",
                     "名前", "Z", "contests/1/index.html", "contests/1/page/2/index.html", "contests/1/live.json", "~a", "a[1]"]
        for round in 0..<200 {
            var built: [String: SiteFileList.Entry] = [:], live: [String: SiteFileList.Entry] = [:]
            for index in 0..<Int.random(in: 0...40, using: &generator) {
                let name = names.randomElement(using: &generator)!
                let path = Bool.random(using: &generator) ? name : "\(index % 7)/\(name)"
                let entry = SiteFileList.Entry(size: index, value: UInt64.random(in: 0...2, using: &generator))
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: built[path] = entry
                case 1: live[path] = entry
                default: (built[path], live[path]) = (entry, SiteFileList.Entry(size: index, value: 7))
                }
            }
            let plan = try DeployPlan(built: SortedFileList(built), deployed: DeployedFiles(buildID: "live", held: SortedFileList(live)))
            let expected = Set((plan.uploads + plan.deletions).map(ChangedURLs.url(ofPath:)))
                .sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
            var urls: [String] = []
            let count = ChangedURLs.forEach(plan) { urls.append(String(decoding: $0, as: UTF8.self)) }
            #expect(urls == expected, "round \(round)")
            #expect(count == urls.count)
        }
    }
}

/// The deploy record is read back exactly as written, in path order, a megabyte at a time; an earlier pcsite's
/// record, in no order, is sorted once; a damaged one is not trusted.
@Suite struct DeployedStateTests {
    let folder: String
    var output: String { "\(folder)/public" }
    let target = try! TargetAddress("file:///srv/www")

    init() throws { folder = try temporaryFolder("record") }

    func read(_ files: DeployedFiles) throws -> [(String, SiteFileList.Entry)] {
        var read: [(String, SiteFileList.Entry)] = []
        try files.forEach { read.append((String(decoding: $0, as: UTF8.self), $1)) }
        return read
    }

    func record(_ text: String) throws -> DeployedFiles? {
        let path = DeployedState.path(forOutput: output, target: target.name)
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return DeployedState.open(forOutput: output, target: target.name)
    }

    @Test func aRecordReadsBackAsWrittenInPathOrder() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var files: [String: SiteFileList.Entry] = [:]
        // More than the megabyte a save writes, and a read reads, at a time.
        for index in 0..<30_000 {
            files["contests/\(index)/page \(index % 7)/index.html"] = .init(size: index * 37, value: UInt64(index) &* 0x9E37_79B9_7F4A_7C15)
        }
        files["ünïcode/名前.html"] = .init(size: 0, value: .max)
        let list = SortedFileList(files)
        try DeployedState.save(list, forOutput: output, target: target.name)
        let opened = try #require(DeployedState.open(forOutput: output, target: target.name))
        #expect(opened.buildID == list.buildID && opened.count == files.count)
        let read = try read(opened)
        #expect(read.map(\.0) == files.keys.sorted())
        #expect(read.allSatisfy { files[$0.0] == $0.1 })
        #expect(DeployedState.buildID(forOutput: output, target: target.name) == list.buildID)
    }

    /// Blank lines are passed by; a record in no order (an earlier pcsite's), a path twice, or a damaged line is none.
    @Test func aRecordInPathOrderIsReadAndAnyOtherIsRefused() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let ordered = try #require(try record("\nbuild x\n\n00000000000000ff 3 a b.html\n\n0000000000000002 5 b\n0000000000000001 0 c"))
        #expect(ordered.buildID == "x" && ordered.count == 3)
        let read = try read(ordered)
        #expect(read.map(\.0) == ["a b.html", "b", "c"] && read.map(\.1) == [.init(size: 3, value: 255), .init(size: 5, value: 2), .init(size: 0, value: 1)])
        for damaged in ["build x\n0000000000000001 0 c\n00000000000000ff 3 a b.html\n", "build x\n0000000000000001 0 c\n0000000000000001 0 c\n",
                        "build x\nzz00000000000000 1 a\n", "build x\n0000000000000000 1x a\n", "build x\n0000000000000000  a\n",
                        "build x\n0000000000000000 1 \n", "nothing"] {
            #expect(try record(damaged) == nil, "\(damaged)")
        }
        #expect(DeployedState.open(forOutput: output + "-none", target: target.name) == nil)
    }
}
