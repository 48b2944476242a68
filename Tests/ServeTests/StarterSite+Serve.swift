import Domain
import Foundation
import Publishing
import Serving
import TestSupport

extension StarterSite {
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
}
