import Domain
import Rendering

/// What the lists, feed, sitemap and search.json are made of: the site (config, navigation, binary), the
/// default templates, and each contest's documents and templates. When the key equals the published
/// manifest's, those pages are linked over instead of rendering some 30,000 list rows on a no-op run.
enum SitePagesKey {
    /// nil when some contest has no document digest (nothing then vouches for its card).
    static func of(_ contests: PublishedContests, site: String, templates: TemplateStore) -> String? {
        var key = Digest(site: site, templates: templates)
        var complete = true
        contests.forEachInIDOrder { id, entry in
            if complete { complete = key.add(id, entry) }
        }
        return complete ? key.hex : nil
    }

    /// The key taken entry by entry, in id order, as a manifest is read.
    struct Digest {
        private var digest = ContentDigest()

        init(site: String, templates: TemplateStore) {
            digest.combine(site)
            digest.combine(templates.digest(forType: nil))
        }

        /// False when the entry has no document digest: then there is no key.
        mutating func add(_ id: String, _ entry: Manifest.Entry) -> Bool {
            guard !entry.digest.isEmpty else { return false }
            digest.combine(id)
            digest.combine(entry.digest)
            digest.combine(entry.templates ?? "")
            digest.combine(entry.location ?? "")
            return true
        }

        var hex: String { digest.hex }
    }
}
