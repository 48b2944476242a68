import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads a site's `templates/` folder: `<set>/<name>.mustache` templates and `default/assets/…` files.
enum TemplateFiles {
    static let templateExtension = ".mustache"

    static func embedded() -> [String: TemplateFile] {
        var files: [String: TemplateFile] = [:]
        for (path, text) in EmbeddedTemplates.templates {
            files[String(path.dropLast(templateExtension.count))] = TemplateFile(text: text, origin: "(embedded) \(path)")
        }
        return files
    }

    struct Site {
        var templates: [String: [String: TemplateFile]] = [:]
        var assets: [String: [UInt8]] = [:]
    }

    static func read(folder: String) throws(TemplateError) -> Site {
        var site = Site()
        let root = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return site }
        var paths: [String] = []
        while let path = enumerator.nextObject() as? String { paths.append(path) }
        for path in paths.sorted() {
            let full = (folder as NSString).appendingPathComponent(path)
            // Checked before the folder test too: the enumerator does not descend into a linked folder, so
            // a `templates/<type>` link pointing elsewhere would otherwise be skipped without a word.
            let resolved = URL(fileURLWithPath: full).resolvingSymlinksInPath().path
            guard resolved.hasPrefix(root + "/") else {
                throw TemplateError(file: full, message: "refusing a symbolic link that points outside \(folder)")
            }
            var info = stat()
            guard stat(resolved, &info) == 0 else { throw TemplateError(file: full, message: "cannot read file") }
            if info.st_mode & S_IFMT == S_IFDIR { continue }
            let components = path.split(separator: "/", maxSplits: 1).map(String.init)
            guard components.count == 2, !components[1].hasPrefix(".") else { continue }
            // A FIFO or device would block the build forever.
            guard info.st_mode & S_IFMT == S_IFREG else { throw TemplateError(file: full, message: "not a regular file") }
            let (set, name) = (components[0], components[1])
            guard let data = FileManager.default.contents(atPath: full) else {
                throw TemplateError(file: full, message: "cannot read file")
            }
            if name.hasSuffix(templateExtension) {
                guard let text = String(data: data, encoding: .utf8) else {
                    throw TemplateError(file: full, message: "not valid UTF-8")
                }
                site.templates[set, default: [:]][String(name.dropLast(templateExtension.count))] =
                    TemplateFile(text: text, origin: full)
            } else if set == "default", name.hasPrefix("assets/") {
                site.assets[name] = [UInt8](data)
            }
        }
        return site
    }
}
