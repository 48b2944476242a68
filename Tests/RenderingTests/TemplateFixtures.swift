import Foundation
@testable import Rendering
import Testing
import TestSupport

/// A temporary `templates/` folder written file by file; removed when the test ends.
final class TemplateFolder {
    let path: String

    init(_ files: [String: String]) throws {
        path = URL(fileURLWithPath: try temporaryFolder("templates")).resolvingSymlinksInPath().path
        for (relative, text) in files {
            try write(relative, text)
        }
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func write(_ relative: String, _ text: String) throws {
        let full = (path as NSString).appendingPathComponent(relative)
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }

    func file(_ relative: String) -> String { (path as NSString).appendingPathComponent(relative) }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

/// The templates the build requires (as Publishing asks for them).
let requiredTemplates = ["contest.html", "contest.md", "standings.html", "join.html", "index.html", "page.html",
                         "404.html", "feed.xml", "sitemap.xml", "sitemap-index.xml"]

/// The error `load` throws, or nil when it loads.
func loadError(_ folder: TemplateFolder?, required: [String] = requiredTemplates) -> TemplateError? {
    do {
        _ = try TemplateStore.load(siteFolder: folder?.path, required: required)
        return nil
    } catch {
        return error
    }
}

/// The repository's `templates/default`, found from this file's path so the test reads the real folder.
func repositoryDefaultTemplates(filePath: String = #filePath) -> String {
    URL(fileURLWithPath: filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("templates/default").path
}

/// What a page model's frame carries, enough for the default 404 page to render.
var frame: [String: Any] { ["frame": ["homeURL": "/", "siteTitle": "Contests", "feedURL": "/feed.xml"] as [String: Any]] }

extension TemplateStore {
    /// Rendered output as text, for comparisons in tests.
    func renderText(_ template: String, _ context: any TemplateContext, type: String? = nil) throws -> String {
        String(decoding: try render(template, context, type: type).bytes, as: UTF8.self)
    }
}
