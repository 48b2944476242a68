import Domain
import Foundation

/// The template files in effect for a site, read once: what the build compiles (`TemplateStore`) and what
/// `pcsite check` walks (`TemplateScopeCheck`). The fallback order lives here and nowhere else:
/// `templates/<type>/` → `templates/default/` → the set embedded in the binary, file by file.
struct TemplatesInEffect {
    /// The embedded templates with the site's `templates/default/` over them.
    let defaults: [String: TemplateFile]
    /// Each safe `templates/<type>/` folder's own files, by type name in order.
    let typeOverrides: [(type: String, files: [String: TemplateFile])]
    /// Static files (`assets/…`) with the same fallback, site-wide.
    let assets: [String: [UInt8]]

    /// Reads the site's templates folder, when there is one, over the embedded set.
    static func read(siteFolder: String?) throws(TemplateError) -> TemplatesInEffect {
        var defaults = TemplateFiles.embedded()
        var assets = EmbeddedTemplates.assets
        var typeOverrides: [(type: String, files: [String: TemplateFile])] = []
        if let siteFolder, FileManager.default.fileExists(atPath: siteFolder) {
            let site = try TemplateFiles.read(folder: siteFolder)
            defaults.merge(site.templates["default"] ?? [:]) { _, site in site }
            assets.merge(site.assets) { _, site in site }
            typeOverrides = site.templates.filter { $0.key != "default" && PathSegment.isSafe($0.key) }
                .sorted { $0.key < $1.key }.map { (type: $0.key, files: $0.value) }
        }
        return TemplatesInEffect(defaults: defaults, typeOverrides: typeOverrides, assets: assets)
    }

    /// A type's complete set: its own files over the defaults.
    func files(overriddenBy overrides: [String: TemplateFile]) -> [String: TemplateFile] {
        defaults.merging(overrides) { _, override in override }
    }
}
