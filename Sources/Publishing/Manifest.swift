import Foundation
import Pages

/// What the last successful build published, kept outside the output folder: per contest its index card,
/// join token and input digest. It lets a build keep an invalid contest's last good pages and list removals.
public struct Manifest: Codable, Sendable, Equatable {
    public struct Entry: Codable, Sendable, Equatable {
        public var card: ContestCard
        public var joinToken: String?
        public var digest: String
    }

    public var contests: [String: Entry] = [:]

    public init(contests: [String: Entry] = [:]) {
        self.contests = contests
    }

    /// `<parent>/.pcsite/<output name>.manifest.json`, beside (never inside) the output folder.
    public static func path(forOutput output: String) -> String {
        let url = URL(fileURLWithPath: output).standardizedFileURL
        return url.deletingLastPathComponent().appendingPathComponent(".pcsite")
            .appendingPathComponent("\(url.lastPathComponent).manifest.json").path
    }

    public static func load(forOutput output: String) -> Manifest {
        guard let data = FileManager.default.contents(atPath: path(forOutput: output)),
              let manifest = try? JSONDecoder().decode(Manifest.self, from: data) else { return Manifest() }
        return manifest
    }

    public func save(forOutput output: String) throws {
        let file = Self.path(forOutput: output)
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try encoder.encode(self).write(to: URL(fileURLWithPath: file), options: .atomic)
    }
}
