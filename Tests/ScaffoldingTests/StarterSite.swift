import Domain
import Foundation
import Input
import Publishing
import Scaffolding

/// A site written by `Scaffold` into a fresh temporary folder, and the build request the CLI would make for it.
struct StarterSite {
    let folder: String

    static let scoredContest = "0a4c6e8f-1b3d-4f5a-9c7e-2d4f6a8b0c01"

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("pcsite-init-tests-\(UUID().uuidString)").path
        try Scaffold().write(into: folder)
    }

    func path(_ relative: String) -> String { (folder as NSString).appendingPathComponent(relative) }

    var output: String { path("public") }

    func request() throws(Problem) -> BuildRequest {
        BuildRequest(source: DiskSource(root: path("content")), contentPagesFolder: path("content/pages"),
                     outputFolder: output, templatesFolder: path("templates"),
                     config: try ConfigLoader.load(path: path("pcsite.yml")), jobs: 2)
    }

    func remove() { try? FileManager.default.removeItem(atPath: folder) }
}
