import Domain
import Formatting
import Input
import OutputTree
import Pages
import Rendering
import Synchronization

/// What happened to one listed contest.
/// Indirect: a build holds a million of these until they are published, and each is let go as it is
/// (`Publication`); inline, every one took the size of the largest case, 384 bytes, until the last was published.
indirect enum ContestOutcome: Sendable {
    /// `joinToken` is set when the contest's join page was rendered into the staging tree's pending area.
    case built(card: ContestCard, joinToken: String?, digest: String, signature: String?, templates: String,
               warnings: [String], problems: [Problem], generatedAt: Double?)
    /// Documents, templates and config as last published: its pages were carried over, not re-rendered.
    case unchanged(Manifest.Entry)
    case failed(contestID: String?, problems: [Problem])
}
