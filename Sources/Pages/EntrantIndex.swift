/// A contest's entrants in the site locale's collation, with their index pages.
public struct EntrantIndex: Sendable {
    public let entrants: EntrantList
    /// `contests/<id>/entrants/` (n = 1) and `…/entrants/page/<n>/`.
    public let pages: [(number: Int, page: HTMLPage<EntrantIndexModel>)]
}
