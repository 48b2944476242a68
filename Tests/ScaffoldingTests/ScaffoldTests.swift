import Foundation
import Publishing
import Scaffolding
import TestSupport
import Testing

@Suite("pcsite init")
struct ScaffoldTests {
    @Test("init into an empty folder, then build: exit 0 and every contest published")
    func initThenBuild() async throws {
        let site = try StarterSite()
        defer { site.remove() }
        let report = await SiteBuild.run(try site.request())
        #expect(report.exitStatus == 0, "\(report.summaryLine) \(report.problems)")
        #expect(report.built.count == 3)
        #expect(report.problems.isEmpty && report.warnings.isEmpty)
        for page in ["index.html", "404.html", "pages/about/index.html", "sitemap.xml", "feed.xml", "assets/site.css",
                     "contests/\(StarterSite.scoredContest)/index.html", "join/seasonSurvivor/index.html"] {
            #expect(FileManager.default.fileExists(atPath: (site.output as NSString).appendingPathComponent(page)), "\(page)")
        }
    }

    @Test("init again without --force refuses and writes nothing; --force overwrites")
    func refusesToOverwrite() throws {
        let site = try StarterSite()
        defer { site.remove() }
        try "title: \"Mine\"\n".write(toFile: site.path("pcsite.yml"), atomically: true, encoding: .utf8)
        #expect(throws: ScaffoldError.self) { try Scaffold().write(into: site.folder) }
        #expect(try String(contentsOfFile: site.path("pcsite.yml"), encoding: .utf8) == "title: \"Mine\"\n")
        try Scaffold().write(into: site.folder, force: true)
        #expect(try String(contentsOfFile: site.path("pcsite.yml"), encoding: .utf8).hasPrefix("# pcsite configuration"))
    }

    @Test("a single existing file is enough to refuse, and it is named")
    func namesTheConflict() throws {
        let folder = try temporaryFolder("init")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/content/pages", withIntermediateDirectories: true)
        try "# Mine\n".write(toFile: folder + "/content/pages/about.md", atomically: true, encoding: .utf8)
        #expect(throws: ScaffoldError.wouldOverwrite(folder: folder, files: ["content/pages/about.md"])) {
            try Scaffold().write(into: folder)
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/pcsite.yml"))
    }

    @Test("templates/default is an exact copy of the embedded default set")
    func templatesAreTheEmbeddedSet() throws {
        let repository = TestSite.repository.appendingPathComponent("templates/default").path
        var expected: [String: [UInt8]] = [:]
        let enumerator = try #require(FileManager.default.enumerator(atPath: repository))
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let full = (repository as NSString).appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                expected["templates/default/\(path)"] = [UInt8](try Data(contentsOf: URL(fileURLWithPath: full)))
            }
        }
        let scaffolded = Scaffold().files.filter { $0.key.hasPrefix("templates/") }
        #expect(scaffolded.keys.sorted() == expected.keys.sorted())
        #expect(scaffolded == expected)
    }
}
