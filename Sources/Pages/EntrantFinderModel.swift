/// What a standings page needs for its find-an-entrant box and its link to the entrant index.
public struct EntrantFinderModel: Sendable {
    public let indexURL: String
    /// `entrants.json`; the box fetches it (and the chunks it lists) only once it has focus.
    public let dataURL: String
    /// Page 1 of the standings; page n is `<contestURL>page/<n>/`.
    public let contestURL: String
    public let scriptURL: String

    init(contestID id: String, links: SiteLinks) {
        indexURL = links.entrants(id, page: 1)
        dataURL = links.entrantsData(id)
        contestURL = links.contest(id)
        scriptURL = links.entrantsScript
    }
}
