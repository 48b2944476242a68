import Domain

/// Output file paths relative to the output folder, mirroring `SiteLinks`.
public enum OutputPath {
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
    public static func join(_ token: String) -> String { "join/\(token)/index.html" }
    /// A list's page `page` under its folder ("" for the index, "types/nba/", "status/open/").
    public static func listPage(_ folder: String, page: Int) -> String {
        page <= 1 ? "\(folder)index.html" : "\(folder)page/\(page)/index.html"
    }
    public static func contentPage(_ name: String) -> String { "pages/\(name)/index.html" }
    /// Everything a contest owns under the output folder, for pruning and keeping last good pages.
    public static func contestFolder(_ id: String) -> String { "contests/\(id)" }
    public static func joinFolder(_ token: String) -> String { "join/\(token)" }
}
