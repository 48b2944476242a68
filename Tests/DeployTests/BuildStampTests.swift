import Foundation
import OutputTree
import Testing
import Deploying
import Domain
import Input
@testable import Publishing

/// `build.json` (CONTRACT §3): written by the real build, identifies the content, same input ⇒ same bytes.
@Suite(.serialized) struct BuildStampTests {
    @Test func aBuildWritesItsIdAndFileCount() async throws {
        let site = try DeploySite()
        _ = try await site.build()
        let stamp = try #require(FileManager.default.contents(atPath: "\(site.output)/build.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: stamp) as? [String: Any])
        let files = site.snapshot()
        #expect(object["files"] as? Int == files.count)
        let id = try #require(object["build_id"] as? String)
        #expect(id.count == 32)
        #expect(id == (try SiteFileList.scan(output: site.output)).buildID)
    }

    @Test func sameInputSameBytesAndAChangeChangesTheId() async throws {
        let site = try DeploySite()
        _ = try await site.build()
        let first = try #require(FileManager.default.contents(atPath: "\(site.output)/build.json"))
        _ = try await site.build()
        #expect(FileManager.default.contents(atPath: "\(site.output)/build.json") == first)
        try site.addPage("extra", kilobytes: 2)
        _ = try await site.build()
        let second = try #require(FileManager.default.contents(atPath: "\(site.output)/build.json"))
        #expect(second != first)
        try site.removePage("extra")
        _ = try await site.build()
        #expect(FileManager.default.contents(atPath: "\(site.output)/build.json") == first)
    }

    @Test func aStaleDigestCacheIsNotTrusted() async throws {
        let site = try DeploySite()
        _ = try await site.build()
        let before = try SiteFileList.scan(output: site.output)
        // Same size, new bytes, new inode: the cache must notice.
        let index = "\(site.output)/index.html"
        var bytes = try #require(FileManager.default.contents(atPath: index))
        bytes[bytes.count - 2] ^= 0x01
        try bytes.write(to: URL(fileURLWithPath: index))
        let after = try SiteFileList.scan(output: site.output)
        #expect(after.files["index.html"]?.digest != before.files["index.html"]?.digest)
        #expect(after.buildID != before.buildID)
    }
}
