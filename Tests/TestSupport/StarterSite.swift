import Domain
import Foundation
import Input
import Publishing
import Scaffolding

/// A site written by `Scaffold` into a fresh temporary folder, and the build request the CLI would make for it.
public struct StarterSite: Sendable {
    public let folder: String

    public static let scoredContest = "0a4c6e8f-1b3d-4f5a-9c7e-2d4f6a8b0c01"

    public init() throws {
        folder = try temporaryFolder("starter")
        try Scaffold().write(into: folder)
    }

    public func path(_ relative: String) -> String { (folder as NSString).appendingPathComponent(relative) }

    public var output: String { path("public") }

    public func request() throws(Problem) -> BuildRequest {
        try TestSite(root: URL(fileURLWithPath: folder)).request(templates: path("templates"))
    }

    public func remove() { try? FileManager.default.removeItem(atPath: folder) }
}

extension StarterSite {
    /// Rewrites a file in place (as an editor would).
    public func edit(_ relative: String, _ change: (String) -> String) throws {
        let file = path(relative)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try change(text).write(toFile: file, atomically: false, encoding: .utf8)
    }
}
