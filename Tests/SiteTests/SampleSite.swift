import TestSupport
import Domain
import Foundation
import Input
import Publishing

/// The repository's bundled sample (`content/`, `pcsite.yml`), built in place into temporary folders.
enum SampleSite {
    static let content = TestSite.sampleContent

    static let hostileContest = "3f9c2b1e-7d4a-4c8e-9b2f-1a6e5d0c7b01"
    static let bigContest = "8a1d4e6f-2c3b-4f5a-8e9d-0b7c6a5f4e02"
    static let scoringContest = "9e6c4a2b-8d0f-4a1c-b7e3-5f9d1b3c7a07"
    static let hiddenContest = "e4a8c6b2-9f1d-4d7a-b3e5-2c9f7a1d8b05"
    static let joinableContest = "7b9d1f3a-5c7e-4a9b-b1d3-3e5a7c9e1b12"
    static let readOnlyContest = "6c0e8b4d-3f5a-4e2b-9d7c-1a3f5e7b9d09"

    /// Builds `contentFolder` (default: the sample) with the sample's `pcsite.yml` into a new output folder.
    static func build(contentFolder: String = content, jobs: Int = 2, templates: String? = nil) async throws
        -> (report: BuildReport, output: String)
    {
        var site = try TestSite.empty()
        site.content = contentFolder
        let report = try await site.build(config: ConfigLoader.load(path: TestSite.sampleConfig), jobs: jobs,
                                          templates: templates)
        return (report, site.output())
    }

    static func page(_ output: String, _ path: String) throws -> HTMLNode {
        HTMLTree.parse(try String(contentsOfFile: (output as NSString).appendingPathComponent(path), encoding: .utf8))
    }

    /// Every regular file under `folder`, by relative path. Throws when there is none: a built site always has
    /// files, so two failed builds never compare equal.
    static func files(in folder: String) throws -> [String: Data] {
        let files = snapshot(folder)
        guard !files.isEmpty else { throw NoSite(folder: folder) }
        return files
    }

    struct NoSite: Error, CustomStringConvertible {
        let folder: String
        var description: String { "\(folder): no built site there" }
    }

    /// A copy of the sample content that a test may damage.
    static func copyOfContent() throws -> String {
        try TestSite.sample().content
    }
}
