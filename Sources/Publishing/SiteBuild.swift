import Domain
import Foundation
import Input
import Pages
import Rendering
#if canImport(Glibc)
import Glibc
#endif

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
    /// `--allow-older`: publish documents older than the live pages (a backend restored from backup; CONTRACT §5).
    public var allowOlder = false
    /// Test seam: writes that fail as a sick disk's would.
    public var faults: WriteFaults?

    public init(source: any ContestSource, contentPagesFolder: String?, outputFolder: String, templatesFolder: String?,
                config: SiteConfig, jobs: Int = ProcessInfo.processInfo.activeProcessorCount, dryRun: Bool = false,
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

/// The build, as a list of named steps: load → validate → map → plan → render → write → swap → report.
public enum SiteBuild {
    static let requiredTemplates = PageKind.templateNames

    public static func run(_ request: BuildRequest) async -> BuildReport {
        var clock = PhaseClock()
        var report = BuildReport()
        report.full = request.full
        var staging: OutputStaging?
        // Held until the report is written, whatever happens: a queued run must not start before that.
        var lock: RunLock?
        do {
            // load — the lock comes first: everything beside the output (leftovers, manifest) belongs to its holder.
            lock = request.dryRun ? nil : try RunLock.acquire(forOutput: request.outputFolder, wait: request.waitForLock)
            let locked = lock != nil
            // The two manifests (5 MB each for 10,000 contests) decode while the source is listed.
            let folder = request.outputFolder
            async let published = Manifest.load(forOutput: folder, repair: locked)
            async let spare = locked ? Manifest.read(SpareTree.manifestPath(forOutput: folder), withFiles: false) : nil
            let templates = try loadTemplates(request)
            let references = try await request.source.listContests()
            let (contentPages, pageProblems) = ContentPages.load(folder: request.contentPagesFolder)
            report.problems += pageProblems
            let (previous, trusted) = await published
            clock.end("load", in: &report)

            // plan
            let site = SitePageBuilder(config: request.config, contentPages: contentPages)
            let plan = IncrementalPlan(previous: previous, trusted: trusted,
                                       site: IncrementalPlan.siteDigest(config: request.config, contentPages: contentPages,
                                                                        binary: request.binaryIdentity),
                                       templates: templates, enabled: !request.full && !request.dryRun && locked)
            let unchangedSite = UnchangedSite(plan: plan, site: site, templates: templates, contentPages: contentPages)
            if let entries = try await unchangedSite.entries(references, source: request.source, jobs: request.jobs) {
                unchangedSite.record(entries, in: &report)
                clock.end("plan", in: &report)
                report.seconds = clock.total
                publishReport(&report, request)
                withExtendedLifetime(lock) {}
                return report
            }
            let output = try OutputStaging(output: folder, lock: lock, published: trusted ? previous : nil,
                                           spare: await spare, faults: request.faults, cancellation: request.cancellation)
            staging = output
            clock.end("plan", in: &report)

            // render: each worker loads, validates, maps, renders and writes one contest at a time.
            let outcomes = await ContestWorkers(request: request, templates: templates, staging: output,
                                                frame: site.frame, plan: plan).run(references)
            try output.checkHealthy()
            clock.end("render", in: &report)

            // write: join pages, last good pages, index, feed, sitemap, assets, then the manifest.
            var manifest = try Publication(staging: output, previous: previous)
                .publishContests(outcomes, references: references, report: &report)
            manifest.sitePages = SitePagesKey.of(manifest, site: plan.site, templates: templates)
            let listsUnchanged = plan.enabled && manifest.sitePages != nil && manifest.sitePages == previous.sitePages
            try SitePagesWriter(site: site, templates: templates, staging: output)
                .write(cards: manifest.contests.values.map(\.card), contentPages: contentPages, carryLists: listsUnchanged)
            manifest.version = request.binaryIdentity
            manifest.site = plan.site
            manifest.outputInode = output.stagingInode
            // build.json describes the files of this tree (CONTRACT §3) and goes live with them; deploy reads it back.
            if lock != nil {
                // A first build into an empty place links and keeps nothing: its list is what it wrote.
                let firstBuild = Manifest.inodeNumber(folder) == nil
                let stamped = try BuildStamp.write(into: output, published: trusted ? previous.files : firstBuild ? [:] : nil)
                manifest.files = stamped.list.files
                report.walkedTree = stamped.walked
            }
            if lock != nil { try manifest.savePending(forOutput: folder, injected: output.injected(.manifest, "pending")) }
            (report.filesWritten, report.filesUnchanged, report.foldersCarried) = output.counts
            clock.end("write", in: &report)

            // swap, with the report that describes the new site already saved beside it.
            try savePendingReport(&report, request, clock: clock)
            let replaced = try output.commit()
            if lock != nil {
                SpareTree.keep(replacedTree: replaced, forOutput: folder)
                do {
                    try Manifest.promotePending(forOutput: folder, injected: output.injected(.manifest, "promote"))
                } catch {
                    // The pending manifest still describes the new site; the next run promotes it.
                    report.problems.append(error)
                }
            }
            clock.end("swap", in: &report)
            report.seconds = clock.total
            publishReport(&report, request)
        } catch let busy as RunLock.Busy {
            report.busy = busy.problem
        } catch let failure as SourceFailure {
            report.fatal = failure.problem
        } catch let problem as BuildProblem {
            report.fatal = problem
        } catch {
            report.fatal = BuildProblem(source: request.outputFolder, message: "\(error)")
        }
        // A build that stopped before the swap throws its staging tree away; the published output is untouched.
        if report.fatal != nil {
            staging?.discard()
            // Saved for a tree that was never swapped in.
            if lock != nil { unlink(Manifest.pendingPath(forOutput: request.outputFolder)) }
            report.signal = request.cancellation?.signal
            report.clearPublication()
            report.seconds = clock.total
            if lock != nil { saveFailureReport(&report, request) }
        }
        report.seconds = clock.total
        withExtendedLifetime(lock) {}
        return report
    }

    private static func loadTemplates(_ request: BuildRequest) throws(BuildProblem) -> TemplateStore {
        do {
            return try TemplateStore.load(siteFolder: request.templatesFolder, required: requiredTemplates)
        } catch {
            throw BuildProblem(source: error.file, message: error.message)
        }
    }
}
