/// One page of the entrant index (`entrants.html`).
public struct EntrantIndexModel: Sendable {
    public let contestName: String
    /// "Wild Card Weekend: entrants A–Z", in the site's words.
    public let heading: String
    public let contestURL: String
    /// "1,234 entrants".
    public let count: String
    /// The line under the heading, with `count` in it.
    public let lead: String
    /// A–Z: each letter's first page and heading, on every page.
    public let letters: [LetterLink]
    /// This page's entrants, a heading per letter.
    public let sections: [EntrantSection]
    public let pager: Pager?
    public let state: StandingsStateModel?
    public let asOf: TimeText?
    /// entrants.json and its script, which let a reader mark a name as their own ("This is me").
    public let finder: EntrantFinderModel
}
