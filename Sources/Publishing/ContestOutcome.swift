import Domain
import Formatting
import Input
import OutputTree
import Pages
import Rendering
import SiteState
import Synchronization

/// What happened to one listed contest.
/// Indirect: a build holds a million of these until they are published, and each is let go as it is
/// (`ContestPublisher`); inline, every one took the size of the largest case until the last was published.
indirect enum ContestOutcome: Sendable {
    /// Rendered: its join page, when `joinToken` is set, waits in the staging tree's pending area (`pendingJoinPage`).
    case built(StoredContest)
    /// Documents, templates and config as last published: its pages were carried over, not re-rendered.
    case unchanged(StoredContest)
    case failed(contestID: String?, problems: [Problem])
}

/// A contest whose manifest entry a worker stored (`ContestRecordStore`), with what publishing it needs at hand.
struct StoredContest: Sendable {
    let id: String
    let joinToken: String?
    let slot: ContestRecordStore.Slot
    let updatedTime: Double
    /// The contest's problems and warnings, for the report (for an unchanged contest, those of its last render).
    let problems: [Problem]
    let warnings: [String]
    /// A rendered contest's join page, waiting to be published (`OutputStaging.writeWaitingJoinPage`).
    let pendingJoinPage: OutputStaging.WaitingJoinPage?

    /// `key`: the reference's key, whose string the id shares when they are equal, as they are on disk and from the
    /// API (a million ids as strings of their own took 80 MB).
    init(_ entry: Manifest.ContestRecord, listedAs key: String, in store: ContestRecordStore,
         pendingJoinPage: OutputStaging.WaitingJoinPage? = nil) {
        let id = entry.card.id
        (self.id, joinToken, updatedTime) = (id == key ? key : id, entry.joinToken, entry.card.updatedTime)
        (problems, warnings) = (entry.problems ?? [], entry.warnings ?? [])
        slot = store.store(entry)
        self.pendingJoinPage = pendingJoinPage
    }
}
