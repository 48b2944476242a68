import Domain
import Rendering

/// What the lists, feed, sitemap and search.json are made of: the site (config, navigation, binary), the
/// default templates, and each contest's documents and templates. When the key equals the published
/// manifest's, those pages are linked over instead of rendered again (some 30,000 list rows at 10,000 contests).
enum SitePagesKey {
    /// nil when some contest has no document digest (nothing then vouches for its card).
    static func of(_ contests: NewManifestContests, site: String, templates: TemplateStore) -> String? {
        var digest = ContentDigest()
        digest.combine(site)
        digest.combine(templates.digest(forType: nil))
        var complete = true
        contests.forEachTailInIDOrder { id, entry in
            guard complete, !entry.digest.isEmpty else { return complete = false }
            digest.combine(id)
            digest.combine(entry.digest)
            digest.combine(entry.templates ?? "")
            digest.combine(entry.location ?? "")
        }
        return complete ? digest.hex : nil
    }
}
