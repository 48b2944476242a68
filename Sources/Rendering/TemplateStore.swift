import Domain
import Foundation

/// The templates in effect (`TemplatesInEffect`), compiled once per build.
public struct TemplateStore: Sendable {
    private let defaultSet: TemplateSet
    private let typeSets: [String: TemplateSet]
    /// Static files (`assets/…`) with the same fallback, site-wide.
    public let assets: [String: [UInt8]]

    /// Loads and checks every template: parse errors, missing partials and partial recursion fail here, not mid-build.
    /// `words` are the site's (CONTRACT §11): `{{t.key}}` reads them, and the digests cover them.
    public static func load(siteFolder: String?, required: [String], words: Words = .english) throws(TemplateError) -> TemplateStore {
        let inEffect = try TemplatesInEffect.read(siteFolder: siteFolder)
        let defaultSet = try TemplateSet(files: inEffect.defaults, words: words.fixedTexts, wordsDigest: words.digest)
        for name in required where !defaultSet.contains(name) {
            throw TemplateError(file: "\(name).mustache", message: "required template is missing from the default set")
        }
        var typeSets: [String: TemplateSet] = [:]
        for (type, overrides) in inEffect.typeOverrides {
            typeSets[type] = try TemplateSet(files: inEffect.files(overriddenBy: overrides), words: words.fixedTexts,
                                             wordsDigest: words.digest)
        }
        return TemplateStore(defaultSet: defaultSet, typeSets: typeSets, assets: inEffect.assets)
    }

    /// Renders `template` (a name such as "contest.html") for a contest type; unknown or unsafe types use the defaults.
    public func render(_ template: String, _ context: any TemplateContext, type: String? = nil) throws(TemplateError) -> Rendered {
        try set(for: type).render(template, context)
    }

    /// Renders as `render` does, handing the output to `emit` in pieces of about 256 KB as it is made: a big
    /// contest's index.md is never held whole.
    public func render(_ template: String, _ context: any TemplateContext, type: String? = nil,
                       streamingTo emit: ([UInt8]) -> Void) throws(TemplateError) {
        try set(for: type).render(template, context, streamingTo: emit)
    }

    /// A digest of every template text in effect for `type`, so incremental builds notice template edits.
    public func digest(forType type: String?) -> String { set(for: type).digest }

    /// A digest of every template set in effect, the defaults and each type's: equal only when no contest of any
    /// type could render differently.
    public var digest: String {
        var digest = ContentDigest()
        digest.combine(defaultSet.digest)
        for (type, set) in typeSets.sorted(by: { $0.key < $1.key }) {
            digest.combine(type)
            digest.combine(set.digest)
        }
        return digest.hex
    }

    private func set(for type: String?) -> TemplateSet {
        guard let type, let set = typeSets[type] else { return defaultSet }
        return set
    }
}
