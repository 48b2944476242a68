import Foundation
import Input
import OutputTree
import Publishing
import Testing

/// `build.json` (CONTRACT §4): written by the real build, identifies the content, same input ⇒ same bytes.
@Suite struct BuildStampTests {
    @Test func aBuildWritesItsIdAndFileCount() async throws {
        let site = try StampSite.sample()
        defer { site.remove() }
        try await site.buildCleanly()
        let stamp = try #require(FileManager.default.contents(atPath: "\(site.output())/build.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: stamp) as? [String: Any])
        let files = site.files()
        #expect(object["files"] as? Int == files.count)
        let id = try #require(object["build_id"] as? String)
        #expect(id.count == 32)
        #expect(id == (try SiteFileList.scan(output: site.output())).buildID)
    }

    @Test func sameInputSameBytesAndAChangeChangesTheId() async throws {
        let site = try StampSite.sample()
        defer { site.remove() }
        try await site.buildCleanly()
        let first = try #require(FileManager.default.contents(atPath: "\(site.output())/build.json"))
        try await site.buildCleanly()
        #expect(FileManager.default.contents(atPath: "\(site.output())/build.json") == first)
        try site.addPage("extra")
        try await site.buildCleanly()
        let second = try #require(FileManager.default.contents(atPath: "\(site.output())/build.json"))
        #expect(second != first)
        try FileManager.default.removeItem(atPath: "\(site.content)/pages/extra.md")
        try await site.buildCleanly()
        #expect(FileManager.default.contents(atPath: "\(site.output())/build.json") == first)
    }

    @Test func aStaleDigestCacheIsNotTrusted() async throws {
        let site = try StampSite.sample()
        defer { site.remove() }
        try await site.buildCleanly()
        let before = try SiteFileList.scan(output: site.output())
        // Same size, new bytes, new inode: the cache must notice.
        let index = "\(site.output())/index.html"
        var bytes = try #require(FileManager.default.contents(atPath: index))
        bytes[bytes.count - 2] ^= 0x01
        try bytes.write(to: URL(fileURLWithPath: index))
        let after = try SiteFileList.scan(output: site.output())
        #expect(after.files["index.html"]?.digest != before.files["index.html"]?.digest)
        #expect(after.buildID != before.buildID)
    }
}

/// The repo's sample `content/` and `pcsite.yml` copied into a temporary folder, built through the library as
/// the CLI builds it.
private struct StampSite {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("pcsite-stamp-\(UUID().uuidString)")
    var content: String { root.appendingPathComponent("content").path }

    static func sample() throws -> StampSite {
        let site = StampSite()
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        try FileManager.default.createDirectory(at: site.root, withIntermediateDirectories: true)
        for name in ["content", "pcsite.yml"] {
            try FileManager.default.copyItem(at: repository.appendingPathComponent(name),
                                             to: site.root.appendingPathComponent(name))
        }
        return site
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
    func output() -> String { root.appendingPathComponent("public").path }

    func buildCleanly() async throws {
        let config = try ConfigLoader.load(path: root.appendingPathComponent("pcsite.yml").path)
        let request = BuildRequest(source: DiskSource(root: content), contentPagesFolder: "\(content)/pages",
                                   outputFolder: output(), templatesFolder: nil, config: config, jobs: 2)
        let report = await SiteBuild.run(request)
        #expect(report.exitStatus == 0, "\(report.problems)")
    }

    func addPage(_ name: String) throws {
        try "# \(name)\n\nAn extra page.\n".write(toFile: "\(content)/pages/\(name).md", atomically: true, encoding: .utf8)
    }

    /// Every regular file under the output, relative paths.
    func files() -> [String] {
        var found: [String] = []
        guard let walker = FileManager.default.enumerator(atPath: output()) else { return found }
        while let path = walker.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: "\(output())/\(path)", isDirectory: &isDirectory),
               !isDirectory.boolValue { found.append(path) }
        }
        return found
    }
}
