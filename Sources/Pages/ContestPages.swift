import Domain
import Formatting
import Rendering

/// The pages one contest produces, as models ready for their templates.
public struct ContestPages: Sendable {
    public let card: ContestCard
    public let contestPage: HTMLPage<ContestModel>
    /// Standings pages n ≥ 2.
    public let standingsPages: [(number: Int, page: HTMLPage<ContestModel>)]
    /// `index.md`: the contest with every standings row.
    public let markdownPage: HTMLPage<ContestModel>
    public let joinPage: (token: String, page: HTMLPage<ContestModel>)?
    /// The entrant index and what entrants.json lists, built on demand; nil when no standings rows are shown.
    public let entrantIndex: LazyEntrantIndex?
    /// `live.json`'s content; nil when the standings are hidden.
    public let live: LiveStatus?
    /// The share card to draw; nil with `share_cards: false`.
    public let shareCard: ShareCardDrawing?
    /// Cells of the wrong JSON type and the like: reported, never fatal.
    public let warnings: [String]
}
