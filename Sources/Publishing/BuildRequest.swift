import Domain
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
    public var jobs: Int
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
                config: SiteConfig, jobs: Int = UsableCores.count, dryRun: Bool = false,
                full: Bool = false, waitForLock: Bool = false) {
        self.source = source
        self.contentPagesFolder = contentPagesFolder
        self.outputFolder = outputFolder
        self.templatesFolder = templatesFolder
        self.config = config
        self.jobs = max(1, jobs)
        self.dryRun = dryRun
        self.full = full
        self.waitForLock = waitForLock
    }
}
