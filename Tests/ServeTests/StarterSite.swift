import Domain
import Foundation
import Input
import Publishing
import Scaffolding
import Serving

/// A site made by `Scaffold` in a fresh temporary folder, built and served the way the CLI does it.
struct StarterSite {
    let folder: String

    static let scoredContest = "0a4c6e8f-1b3d-4f5a-9c7e-2d4f6a8b0c01"

    init() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("pcsite-serve-tests-\(UUID().uuidString)").path
        try Scaffold().write(into: folder)
    }

    func path(_ relative: String) -> String { (folder as NSString).appendingPathComponent(relative) }

    var output: String { path("public") }

    func request() throws(Problem) -> BuildRequest {
        let content = path("content")
        return BuildRequest(source: DiskSource(root: content),
                            contentPagesFolder: (content as NSString).appendingPathComponent("pages"),
                            outputFolder: output, templatesFolder: path("templates"),
                            config: try ConfigLoader.load(path: path("pcsite.yml")), jobs: 2)
    }

    /// Starts a session on an ephemeral loopback port, runs `body`, and always stops the server.
    func serve(_ body: (ServeSession, Int) async throws -> Void) async throws {
        let site = self
        let settings = ServeSession.Settings(port: 0, outputFolder: output,
                                             watched: [path("content"), path("templates"), path("pcsite.yml")],
                                             pollInterval: .milliseconds(100))
        let session = ServeSession(settings: settings, makeRequest: { () throws(Problem) -> BuildRequest in
            try site.request()
        })
        let port = try await session.start()
        do {
            try await body(session, port)
        } catch {
            await session.stop()
            throw error
        }
        await session.stop()
    }

    /// Rewrites a file in place (as an editor would).
    func edit(_ relative: String, _ change: (String) -> String) throws {
        let file = path(relative)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try change(text).write(toFile: file, atomically: false, encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(atPath: folder) }
}
