import Domain

/// Where every page and file of CONTRACT §4 goes, relative to the output folder: the one definition of the site's
/// layout. `SiteLinks` makes links from these paths, and deploys turn them back into URLs (`url(ofFile:)`).
public enum OutputPath {
    public static let home = "index.html"
    public static let stylesheet = "assets/site.css"
    public static let feed = "feed.xml"
    public static let searchIndex = "search.json"
    public static let searchScript = "assets/search.js"
    public static let entrantsScript = "assets/entrants.js"
    public static let liveScript = "assets/live.js"
    public static let wordsScript = "assets/words.js"

    public static func contest(_ id: String) -> String { "contests/\(id)/index.html" }
    public static func contestMarkdown(_ id: String) -> String { "contests/\(id)/index.md" }
    public static func standings(_ id: String, page: Int) -> String { "contests/\(id)/page/\(page)/index.html" }
    public static func entrants(_ id: String, page: Int) -> String {
        page <= 1 ? "contests/\(id)/entrants/index.html" : "contests/\(id)/entrants/page/\(page)/index.html"
    }
    /// `entrants.json` (chunk 0) and its chunks `entrants-<k>.json`, k ≥ 1.
    public static func entrantsData(_ id: String, chunk: Int = 0) -> String {
        chunk == 0 ? "contests/\(id)/entrants.json" : "contests/\(id)/entrants-\(chunk).json"
    }
    public static func live(_ id: String) -> String { "contests/\(id)/live.json" }
    /// The contest's share card, named by its key (`ShareCardDesign.key`): a changed card is a new URL.
    public static func shareCard(_ id: String, key: String) -> String { "contests/\(id)/card-\(key).png" }
    /// The association files that let the apps open join links (CONTRACT §12).
    public static let appleAppSiteAssociation = ".well-known/apple-app-site-association"
    public static let assetLinks = ".well-known/assetlinks.json"
    public static func join(_ token: String) -> String { "join/\(token)/index.html" }
    /// A list's page `page` under its folder ("" for the index, "types/nba/", "status/open/").
    public static func listPage(_ folder: String, page: Int) -> String {
        page <= 1 ? "\(folder)index.html" : "\(folder)page/\(page)/index.html"
    }
    public static func contentPage(_ name: String) -> String { "pages/\(name)/index.html" }
    /// Everything a contest owns under the output folder, for pruning and keeping last good pages.
    public static func contestFolder(_ id: String) -> String { "contests/\(id)" }
    public static func joinFolder(_ token: String) -> String { "join/\(token)" }

    /// The address a visitor requests for the file at `path`: a folder's `index.html` is the folder
    /// (`contests/x/index.html` → `contests/x/`, `index.html` → the empty string), anything else itself.
    public static func url(ofFile path: String) -> String {
        if path == home { return "" }
        if path.hasSuffix("/index.html") { return String(path.dropLast("index.html".count)) }
        return path
    }

    /// Whether `url(ofFile:)` may shorten the path: false means the address is the path itself.
    public static func mayNameAFolder(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
        path.count >= home.utf8.count && path.suffix(home.utf8.count).elementsEqual(home.utf8)
    }

    /// Files that list or point at contest pages — the lists, feed, sitemap and search index: the files at the top
    /// and the lists' folders (`ContestList.folder`, and the index's `page/<n>/`).
    public static func isListing(_ path: String) -> Bool {
        !path.contains("/") || ["page/", "types/", "status/"].contains { path.hasPrefix($0) }
    }
}
