import Foundation
import Publishing

// Checks on what a build leaves: the published tree, the JSON report beside it and leftovers of interrupted runs.

/// Problems with a published tree: HTML files that are cut off or do not parse into one page.
public func incompletePages(_ tree: [String: Data]) -> [String] {
    tree.compactMap { path, data -> String? in
        guard path.hasSuffix(".html") else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        let whole = text.hasPrefix("<!DOCTYPE html>") && text.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("</html>")
            && HTMLTree.parse(text).descendants("body").count == 1
        return whole ? nil : path
    }.sorted()
}

/// The JSON report on disk, as a dictionary (nil when there is none).
public func reportOnDisk(forOutput output: String) -> [String: Any]? {
    guard let data = FileManager.default.contents(atPath: ReportFile.defaultPath(forOutput: output)),
          let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
    return root["report"] as? [String: Any]
}

/// Staging trees, pending join pages and temporary files a build leaves beside the output or in `.pcsite/`.
public func leftovers(beside site: TestSite) -> [String] {
    let beside = (try? FileManager.default.contentsOfDirectory(atPath: site.root.path)) ?? []
    let side = (try? FileManager.default.contentsOfDirectory(atPath: site.root.appendingPathComponent(".pcsite").path)) ?? []
    return beside.filter { $0.contains(".staging-") || $0.contains(".old-") }
        + side.filter { $0.contains(".tmp-") || $0.hasSuffix(".pending") }
}
