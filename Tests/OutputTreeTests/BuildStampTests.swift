import Foundation
import OutputTree
import Publishing
import TestSupport
import Testing

/// `build.json` (CONTRACT §4): written by the real build, identifies the content, same input ⇒ same bytes.
@Suite struct BuildStampTests {
    @Test func aBuildWritesItsIdAndFileCount() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        try await site.buildCleanly()
        let stamp = try #require(FileManager.default.contents(atPath: "\(site.output())/build.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: stamp) as? [String: Any])
        let files = snapshot(site.output())
        #expect(object["files"] as? Int == files.count)
        let id = try #require(object["build_id"] as? String)
        #expect(id.count == 32)
        #expect(id == (try SiteFileList.scan(output: site.output())).buildID)
    }

    @Test func sameInputSameBytesAndAChangeChangesTheId() async throws {
        let site = try TestSite.sample()
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
        let site = try TestSite.sample()
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

/// The sample site (`TestSite`), built as the CLI builds it and expected to build cleanly.
private extension TestSite {
    func buildCleanly() async throws {
        let report = try await build()
        #expect(report.exitStatus == 0, "\(report.problems)")
    }

    func addPage(_ name: String) throws {
        try "# \(name)\n\nAn extra page.\n".write(toFile: "\(content)/pages/\(name).md", atomically: true, encoding: .utf8)
    }
}
