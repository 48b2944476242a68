/// `apps:` in pcsite.yml (CONTRACT §12): the apps that open the site's join links.
public struct AppsConfig: Sendable, Equatable {
    /// `apps.ios.app_ids`: `TEAMID.bundle.id`, one or more.
    public var iosAppIDs: [String] = []
    /// `apps.ios.app_store_id`: the number in the App Store's URL, for the Smart App Banner.
    public var appStoreID: String?
    /// `apps.android.package`, with `apps.android.sha256_cert_fingerprints` (upper-case hex, colon-separated).
    public var androidPackage: String?
    public var androidFingerprints: [String] = []

    public init() {}

    public var isEmpty: Bool { self == AppsConfig() }
}
