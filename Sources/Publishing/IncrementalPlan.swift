import Domain
import Input
import Pages
import Rendering
import ShareCards
import SiteState

/// Decides which contests can be carried over from the published output without re-rendering:
/// same documents, same templates for their type, same config, navigation and pcsite binary,
/// and a manifest that provably describes the output folder as it is.
struct IncrementalPlan: Sendable {
    /// The published manifest, read as needed, and whether it provably describes the output (then its files can
    /// be reused).
    let previous: PublishedManifest
    let trusted: Bool
    let site: String
    let templates: TemplateStore
    /// Off for `--full`, `pcsite check`, or when the manifest cannot vouch for the output.
    let enabled: Bool

    init(previous: PublishedManifest, trusted: Bool, site: String, templates: TemplateStore, enabled: Bool) {
        self.previous = previous
        self.trusted = trusted
        self.site = site
        self.templates = templates
        // `site` covers the pcsite binary too (see `siteDigest`).
        self.enabled = enabled && trusted && previous.site == site
    }

    /// The previous entry of a contest whose pages may be reusable; its documents still have to match it.
    func candidate(_ reference: ContestReference) -> Manifest.ContestRecord? {
        guard enabled, let entry = previous.entry(reference.key), mayCarry(entry, as: reference) else { return nil }
        return entry
    }

    /// `entry`, the previous entry of `reference`'s contest, describes pages that may be reusable.
    func mayCarry(_ entry: Manifest.ContestRecord, as reference: ContestReference) -> Bool {
        enabled && entry.card.id == reference.key && !entry.digest.isEmpty && entry.location == reference.location
            && entry.templates == templates.digest(forType: entry.card.type)
    }

    /// Everything outside a contest's own documents that its pages show.
    /// `binary` is the running pcsite's `BinaryIdentity`: a different pcsite re-renders every page once.
    static func siteDigest(config: SiteConfig, contentPages: [ContentPageSource], binary: String) -> String {
        var digest = ContentDigest()
        digest.combine(binary)
        digest.combine(config.words.digest)
        // A site in several languages links every page to its versions in the others.
        for edition in config.editions {
            digest.combine(edition.language)
            digest.combine(edition.words["language_name"])
        }
        digest.combine(config.editionFolder ?? "\u{0}")
        digest.combine(config.rootURL ?? "\u{0}")
        for field in [config.title, config.description, config.baseURL, config.apiBase ?? "\u{0}", config.locale,
                      config.timeZone, String(config.pageSize), config.appScheme ?? "\u{0}", config.joinURL ?? "\u{0}",
                      config.appStoreURL ?? "\u{0}", config.playStoreURL ?? "\u{0}", String(config.indexPageSize),
                      String(config.feedLimit),
                      // A contest refused under one limit may be published under another.
                      String(config.limits.maxDocumentBytes), String(config.limits.maxLeaderboardCells)] {
            digest.combine(field)
        }
        for page in contentPages {
            digest.combine(page.name)
            digest.combine(page.title)
        }
        // Every contest page names its card by the card's key, which holds the design (colours, logo, fonts).
        digest.combine(config.shareCards.enabled ? ShareCardDesign(config.shareCards).digest : "no share cards")
        let apps = config.apps
        for field in apps.iosAppIDs + ["\u{0}", apps.appStoreID ?? "\u{0}", apps.androidPackage ?? "\u{0}"]
            + apps.androidFingerprints {
            digest.combine(field)
        }
        return digest.hex
    }
}
