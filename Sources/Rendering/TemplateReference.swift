import Domain
import Foundation

/// One name a template looks up, where it is written; `pcsite check` reports those no page model answers.
public struct TemplateReference: Sendable, Equatable, CustomStringConvertible {
    public let file: String
    public let line: Int
    /// `a.b.c` as ["a", "b", "c"].
    public let path: [String]

    public var name: String { path.joined(separator: ".") }
    public var description: String { "\(file):\(line): {{\(name)}}" }

    /// Every name looked up by the templates a build of the site uses: the embedded set with the site's
    /// `templates/default/` over it, and each `templates/<type>/` override, in file order.
    public static func all(siteFolder: String?) throws(TemplateError) -> [TemplateReference] {
        var inEffect = TemplateFiles.embedded()
        var overrides: [TemplateFile] = []
        if let siteFolder, FileManager.default.fileExists(atPath: siteFolder) {
            let site = try TemplateFiles.read(folder: siteFolder)
            inEffect.merge(site.templates["default"] ?? [:]) { _, site in site }
            for (type, files) in site.templates where type != "default" && PathSegment.isSafe(type) {
                overrides += files.values
            }
        }
        var references: [TemplateReference] = []
        for file in (Array(inEffect.values) + overrides).sorted(by: { $0.origin < $1.origin }) {
            references += try TemplateParser.references(file.text, origin: file.origin)
        }
        return references
    }
}
