/// The entrants of an index section, read in place from the sorted list (like a table's rows): an index of
/// 100,000 names makes no model and no URL per name. Each offers `name`, `rank`, `pageURL` (the standings
/// page it is on, relative to the index page), `anchor` (its row's id) and `url` (the row's site path,
/// `/contests/<id>/page/<n>/#entry-…`, made when asked for).
public struct EntrantLinks: Sendable {
    let entrants: EntrantList
    let range: Range<Int>
    /// The URL of standings page n at `pageURLs[n - 1]`, shared by every section of the contest.
    let pageURLs: [String]
    /// The same relative to the index page these entrants are on.
    let relativePageURLs: [String]
}
