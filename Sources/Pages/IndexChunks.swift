import Domain

/// Large sites split the sitemap and search.json into chunks keyed by a stable hash of the contest id, so one
/// changed contest rewrites one chunk instead of a megabyte (CONTRACT §4). Small sites keep the single files.
public enum IndexChunks {
    /// Past this many contests (or past the sitemaps.org limit of URLs), the chunked form is used.
    public static let contestThreshold = 2_000
    /// Contest chunks; fixed, so a contest stays in its chunk whatever else is added or removed.
    public static let count = 64

    public static func chunked(contests: Int, urls: Int = 0) -> Bool {
        contests > contestThreshold || urls > SitePageBuilder.sitemapLimit
    }

    /// 1…`count`, from the id alone.
    public static func chunk(of id: String) -> Int {
        var digest = ContentDigest()
        digest.combine(id)
        return Int(digest.value % UInt64(count)) + 1
    }
}
