import Domain
import Foundation
import Publishing

/// What pcsite last deployed to one target: the build id and every file with its digest. Kept beside the
/// output (`.pcsite/<out>.deployed-<target key>`), written only after a successful switch, so the next plan
/// is a comparison of two lists and never a listing of the remote.
public struct DeployedState: Sendable, Equatable {
    public var buildID: String
    public var files: [String: SiteFileList.Entry]

    public init(buildID: String, files: [String: SiteFileList.Entry]) {
        self.buildID = buildID
        self.files = files
    }

    public static func path(forOutput output: String, target: TargetAddress) -> String {
        var digest = ContentDigest()
        digest.combine(target.name)
        return SideFiles.path(forOutput: output, suffix: "deployed-\(digest.hex)")
    }

    /// Only the build id, from the record's first line (a no-op deploy needs nothing else).
    static func buildID(forOutput output: String, target: TargetAddress) -> String? {
        guard let file = FileHandle(forReadingAtPath: path(forOutput: output, target: target)) else { return nil }
        defer { try? file.close() }
        let head = (try? file.read(upToCount: 256)) ?? Data()
        guard let line = head.split(separator: UInt8(ascii: "\n")).first, line.starts(with: Array("build ".utf8)) else { return nil }
        return String(decoding: line.dropFirst(6), as: UTF8.self)
    }

    static func load(forOutput output: String, target: TargetAddress) -> DeployedState? {
        guard let data = FileManager.default.contents(atPath: path(forOutput: output, target: target)) else { return nil }
        let lines = data.split(separator: UInt8(ascii: "\n"))
        guard let header = lines.first, header.starts(with: Array("build ".utf8)) else { return nil }
        var state = DeployedState(buildID: String(decoding: header.dropFirst(6), as: UTF8.self), files: [:])
        for line in lines.dropFirst() {
            let parts = line.split(separator: UInt8(ascii: " "), maxSplits: 2)
            guard parts.count == 3, let size = Int(String(decoding: parts[1], as: UTF8.self)),
                  let entry = SiteFileList.Entry(size: size, digest: String(decoding: parts[0], as: UTF8.self)) else { return nil }
            state.files[String(decoding: parts[2], as: UTF8.self)] = entry
        }
        return state
    }

    func save(forOutput output: String, target: TargetAddress) throws(BuildProblem) {
        var text = "build \(buildID)\n"
        for (path, entry) in files.sorted(by: { $0.key < $1.key }) { text += "\(entry.digest) \(entry.size) \(path)\n" }
        let file = Self.path(forOutput: output, target: target)
        do {
            try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
        } catch {
            throw BuildProblem(source: file, message: "deployed, but cannot record it: \(error.localizedDescription)")
        }
    }

    /// After a rollback (or anything else that makes the record untrue) the next deploy compares nothing.
    static func forget(forOutput output: String, target: TargetAddress) {
        unlink(path(forOutput: output, target: target))
    }
}
