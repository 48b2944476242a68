import Domain
import Rendering

/// What the lists, feed, sitemap and search.json are made of: the site (config, navigation, binary), the
/// default templates, and each contest's documents and templates. When the key equals the published
/// manifest's, those pages are linked over instead of rendering some 30,000 list rows on a no-op run.
enum SitePagesKey {
    /// nil when some contest has no document digest (nothing then vouches for its card).
    static func of(_ contests: [String: Manifest.Entry], site: String, templates: TemplateStore) -> String? {
        var digest = ContentDigest()
        digest.combine(site)
        digest.combine(templates.digest(forType: nil))
        for id in contests.keys.sorted() {
            guard let entry = contests[id], !entry.digest.isEmpty else { return nil }
            digest.combine(id)
            digest.combine(entry.digest)
            digest.combine(entry.templates ?? "")
            digest.combine(entry.location ?? "")
        }
        return digest.hex
    }
}
