import Foundation
import Rendering

/// A starter site for `pcsite init`: a commented `pcsite.yml`, a small valid `content/` sample and an
/// editable copy of the embedded default templates. Never overwrites a file unless asked to.
public struct Scaffold: Sendable {
    /// Every file the starter site holds, keyed by its path relative to the site folder.
    public let files: [String: [UInt8]]

    public init() {
        var files: [String: [UInt8]] = [:]
        for (path, text) in ScaffoldSample.files { files[path] = Array(text.utf8) }
        for (path, bytes) in DefaultTemplateFiles.all { files["templates/default/\(path)"] = bytes }
        self.files = files
    }

    /// Writes the starter site into `folder` (created when missing) and returns the relative paths written,
    /// sorted. Without `force`, nothing is written when any of the files already exists.
    @discardableResult
    public func write(into folder: String, force: Bool = false) throws(ScaffoldError) -> [String] {
        let paths = files.keys.sorted()
        let fileManager = FileManager.default
        if !force {
            let existing = paths.filter { fileManager.fileExists(atPath: Self.join(folder, $0)) }
            if !existing.isEmpty { throw .wouldOverwrite(folder: folder, files: existing) }
        }
        for path in paths {
            let target = Self.join(folder, path)
            do {
                try fileManager.createDirectory(atPath: (target as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
                try Data(files[path] ?? []).write(to: URL(fileURLWithPath: target), options: .atomic)
            } catch {
                throw .cannotWrite(path: target, reason: error.localizedDescription)
            }
        }
        return paths
    }

    private static func join(_ folder: String, _ path: String) -> String {
        (folder as NSString).appendingPathComponent(path)
    }
}
