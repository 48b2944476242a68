import Foundation
import Serving
import TestSupport
import Testing

@Suite("request paths")
struct ServedPathTests {
    @Test("traversal in any spelling is a bad request", arguments: [
        "/..", "/../x", "/a/../../x", "/%2e%2e/x", "/%2E%2e/x", "/a/..%2F..%2Fx", "/a\\..\\x", "/%5c..%5cx", "/%00", "x",
    ])
    func rejectsTraversal(target: String) {
        #expect(ServedPath.resolve(target, root: "/tmp") == .badRequest)
    }

    @Test("folders need their slash; index.html is served for them")
    func folders() throws {
        let root = try temporaryFolder("paths")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/a", withIntermediateDirectories: true)
        try "hi".write(toFile: root + "/a/index.html", atomically: true, encoding: .utf8)
        let real = try #require(URL(fileURLWithPath: root).resolvingSymlinksInPath().path as String?)
        #expect(ServedPath.resolve("/a", root: root) == .redirect("/a/"))
        #expect(ServedPath.resolve("//a", root: root) == .redirect("/a/"))
        if case .file(let file) = ServedPath.resolve("/a/?x=1", root: root) {
            #expect(file.hasSuffix("/a/index.html") && file.hasPrefix(real))
        } else {
            Issue.record("folder index not served")
        }
        #expect(ServedPath.resolve("/", root: root) == .notFound)
        #expect(ServedPath.resolve("/.hidden", root: root) == .notFound)
    }

    @Test("content types carry charset=utf-8 for text")
    func contentTypes() {
        #expect(ServedPath.contentType(for: "a/index.html") == "text/html; charset=utf-8")
        #expect(ServedPath.contentType(for: "a/index.md") == "text/markdown; charset=utf-8")
        #expect(ServedPath.contentType(for: "sitemap.xml") == "application/xml; charset=utf-8")
        #expect(ServedPath.contentType(for: "assets/site.css") == "text/css; charset=utf-8")
        #expect(ServedPath.contentType(for: "blob.bin") == "application/octet-stream")
    }
}
