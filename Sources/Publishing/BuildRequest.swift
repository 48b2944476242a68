import Domain
import EveryCore
import Foundation
import Input
import OutputTree

/// Everything one build needs; the CLI fills it from flags and pcsite.yml.
public struct BuildRequest: Sendable {
    public var source: any ContestSource
    /// `content/pages`, when there is one.
    public var contentPagesFolder: String?
    public var outputFolder: String
    public var templatesFolder: String?
    public var config: SiteConfig
    /// Contests loaded and rendered at once: `--jobs`, from the API at least the requests allowed in flight.
    public var jobs: Int
    /// The threads every step spread over the cores runs on (the parse of a big document, a big table, the
    /// sweeps, the listing, the manifest, the site's pages): `--jobs` of them, for this run alone.
    public var parallel: Parallel
    /// `pcsite check`: validate and render everything, write nothing.
    public var dryRun: Bool
    /// `--full`: re-render every contest, trusting nothing from the manifest but the last good pages.
    public var full: Bool
    /// `--wait`: queue behind a running build instead of exiting with status 3.
    public var waitForLock: Bool
    /// Called after each contest with (contests done, contests listed), from worker tasks; nil = no progress.
    public var progress: (@Sendable (Int, Int) -> Void)?
    /// Where the JSON report goes; nil = none (`check`, `serve`). Written by the build so that it always
    /// describes the published site: it is saved before the swap and renamed into place after it.
    public var reportPath: String?
    /// Set by a signal handler: the build stops and publishes nothing unless the swap already happened.
    public var cancellation: BuildCancellation?
    /// Which pcsite renders the pages; part of the incremental key. Tests pass another to play an upgrade.
    public var binaryIdentity = BinaryIdentity.current
    /// `--allow-older`: publish documents older than the live pages (a backend restored from backup; CONTRACT §6).
    public var allowOlder = false
    /// Test seam: writes that fail as a sick disk's would.
    public var faults: WriteFaults?

    public init(source: any ContestSource, contentPagesFolder: String?, outputFolder: String, templatesFolder: String?,
                config: SiteConfig, jobs: Int = UsableCores.detected, dryRun: Bool = false,
                full: Bool = false, waitForLock: Bool = false) {
        self.source = source
        self.contentPagesFolder = contentPagesFolder
        self.outputFolder = outputFolder
        self.templatesFolder = templatesFolder
        self.config = config
        self.jobs = max(1, jobs)
        parallel = Parallel(threads: jobs)
        self.dryRun = dryRun
        self.full = full
        self.waitForLock = waitForLock
    }
}
