import Domain
import EveryCore
import Input
import OutputTree
import Pages
import Rendering
import ShareCards
#if canImport(Glibc)
import Glibc
import SiteState
#endif

/// One run of `SiteBuild`: its steps, one function each, and what they hand on to each other.
struct BuildRun {
    let request: BuildRequest
    private var clock = PhaseClock()
    var report = BuildReport()
    /// Held until the report is written, whatever happens: a queued run must not start before that.
    private var lock: RunLock?
    /// Thrown away when a step fails before the swap.
    private var staging: OutputStaging?
    /// The site's other languages, built in load (`buildOtherLanguages`) and linked in write.
    private var languages: [LanguageTree] = []

    /// This run holds the output's lock and so may publish: not `pcsite check`, whose dry run takes no lock and
    /// must leave everything beside the output (manifests, leftovers, the report) as it found it.
    private var publishes: Bool { lock != nil }

    init(_ request: BuildRequest) {
        self.request = request
        report.full = request.full
        report.jobs = request.jobs
        if request.config.shareCards.enabled, !ShareCardDesign.fontsInstalled { report.warnings.append(ShareCardDesign.noFontsWarning) }
    }

    /// What the load step read.
    struct LoadedInput {
        let templates: TemplateStore
        let references: [ContestReference]
        let contentPages: [ContentPageSource]
        /// The manifest of the published output, read no further than its header: the plan reads the rest only
        /// once the site is known to have changed.
        let published: Manifest.Found?
    }

    /// What the site is made of besides the contests' documents, made once a run and handed on: the page builder,
    /// the site's digest (config, content pages, binary), the files rendered on every run, and the inputs the no-op
    /// trailer records (that digest, the templates, those files, the listing, the other languages).
    struct SiteBasis {
        let site: SitePageBuilder
        let digest: String
        /// 404, content pages, assets, the apps' association files: rendered here, written by the site's pages.
        let everyRunFiles: [(path: String, bytes: Rendered)]
        let inputs: UInt64
    }

    /// What the plan step decided; the only holder of the previous manifest (`PublishedManifest`, read as needed).
    struct Plan {
        var incremental: IncrementalPlan
        let basis: SiteBasis
        var site: SitePageBuilder { basis.site }
    }

    /// The steps in order, each ending its phase on the clock. The phases are the metrics' and the report's names
    /// (CONTRACT §7): "plan" covers planning and staging, "render" the contests' files, "write" the site's pages.
    mutating func publish() async throws {
        let (input, check) = try await load()
        defer { BackgroundRelease.of(input) }
        languages = await buildOtherLanguages()
        clock.end("load", in: &report)
        let basis = try siteBasis(input)
        // The check goes with the step that reads it: a build that renders does not hold it.
        if try await siteUnchanged(input, basis, check: consume check) {
            report.source = await request.source.activity()
            clock.end("plan", in: &report)
            return writeReport()
        }
        let plan = self.plan(input, basis)
        let staging = try await stage(plan)
        let entries = try ContestRecordStore(nearOutput: request.outputFolder)
        clock.end("plan", in: &report)
        let outcomes = try await renderContests(input, plan, into: staging, entries)
        report.source = await request.source.activity()
        clock.end("render", in: &report)
        let contests = try publishContests(consume outcomes, input, plan, into: staging, entries)
        try writeSitePages(contests, input, plan, into: staging)
        clock.end("write", in: &report)
        try swap(staging)
        clock.end("swap", in: &report)
        writeReport()
    }

    /// load: the lock first (everything beside the output, leftovers and manifests, belongs to its holder),
    /// then templates, the source's listing and content pages, and which manifest describes the output, with its
    /// no-op trailer when this run may carry the site over.
    private mutating func load() async throws -> (LoadedInput, NoOpTrailer?) {
        lock = request.dryRun ? nil : try RunLock.acquire(forOutput: request.outputFolder, wait: request.waitForLock)
        let (folder, locked) = (request.outputFolder, publishes)
        async let published = Self.findPublished(forOutput: folder, repair: locked, withCheck: mayCarryOver)
        let templates = try SiteBuild.loadTemplates(request)
        let references = try await request.source.listContests(on: request.parallel)
        let (contentPages, pageProblems) = ContentPages.load(folder: request.contentPagesFolder)
        report.problems += pageProblems
        let found = await published
        return (LoadedInput(templates: templates, references: references, contentPages: contentPages,
                            published: found.manifest), found.check)
    }

    /// The published manifest's header and, when asked, its no-op trailer: read beside the listing, which one
    /// thread reads, rather than after it.
    private static func findPublished(forOutput folder: String, repair: Bool,
                                      withCheck: Bool) -> (manifest: Manifest.Found?, check: NoOpTrailer?) {
        let manifest = Manifest.find(forOutput: folder, repair: repair)
        return (manifest, withCheck ? manifest.flatMap { NoOpTrailer.read($0.file) } : nil)
    }

    /// Whether published contests may be carried over: not in a full build, nor in one that publishes nothing.
    private var mayCarryOver: Bool { !request.full && publishes }

    /// Part of plan, before anything else: what the site is made of besides the documents (`SiteBasis`), the files
    /// rendered on every run rendered once for it.
    private func siteBasis(_ input: LoadedInput) throws(Problem) -> SiteBasis {
        let site = SitePageBuilder(config: request.config, contentPages: input.contentPages)
        let digest = IncrementalPlan.siteDigest(config: request.config, contentPages: input.contentPages,
                                                binary: request.binaryIdentity)
        let everyRunFiles = try SitePagesWriter.everyRunFiles(site: site, templates: input.templates,
                                                              contentPages: input.contentPages)
        let inputs = NoOpTrailer.inputs(site: digest, templates: input.templates, everyRunFiles: everyRunFiles,
                                        references: input.references, languages: Self.stamps(languages),
                                        on: request.parallel)
        return SiteBasis(site: site, digest: digest, everyRunFiles: everyRunFiles, inputs: inputs)
    }

    /// plan: which contests may be carried over (`IncrementalPlan`), from the published manifest, its entries
    /// indexed and read as needed. One found but unreadable past its header is no manifest: every contest is rendered.
    private func plan(_ input: LoadedInput, _ basis: SiteBasis) -> Plan {
        let previous = input.published.flatMap { PublishedManifest.open($0, on: request.parallel) }
        let trusted = previous != nil && input.published?.trusted == true
        return Plan(incremental: incremental(input, basis, previous: previous ?? PublishedManifest(), trusted: trusted),
                    basis: basis)
    }

    private func incremental(_ input: LoadedInput, _ basis: SiteBasis, previous: PublishedManifest,
                             trusted: Bool) -> IncrementalPlan {
        IncrementalPlan(previous: previous, trusted: trusted, site: basis.digest, templates: input.templates,
                        enabled: mayCarryOver)
    }

    /// Part of plan: when nothing the site is made of changed, nothing is written or swapped (`NoOpCheck`),
    /// found from the published manifest's header and its no-op trailer, read beside the listing.
    private mutating func siteUnchanged(_ input: LoadedInput, _ basis: SiteBasis,
                                        check: consuming NoOpTrailer?) async throws -> Bool {
        let header = incremental(input, basis, previous: PublishedManifest(header: input.published?.header),
                                 trusted: input.published?.trusted ?? false)
        guard let published = await NoOpCheck(plan: header, inputs: basis.inputs)
            .published(input.references, manifest: input.published, check: check, source: request.source,
                       on: request.parallel) else {
            return false
        }
        NoOpCheck.record(published, in: &report, on: request.parallel)
        return true
    }

    /// Part of plan: the staging tree the new site is written into, seeded from the spare tree when it can be
    /// trusted. The spare's manifest is read only here, where it is needed, and entry by entry.
    private mutating func stage(_ plan: Plan) async throws(Problem) -> OutputStaging {
        let incremental = plan.incremental
        let spare = publishes
            ? SpareTree.reuse(forOutput: request.outputFolder, published: incremental.trusted ? incremental.previous : nil,
                              on: request.parallel)
            : (inode: nil, folders: [])
        let staging = try OutputStaging(output: request.outputFolder, lock: lock, spareInode: spare.inode,
                                        reusableFolders: { spare.folders },
                                        faults: request.faults, cancellation: request.cancellation, parallel: request.parallel)
        self.staging = staging
        return staging
    }

    /// render: each worker loads, validates, maps, renders and writes one contest at a time.
    private func renderContests(_ input: LoadedInput, _ plan: Plan, into staging: OutputStaging,
                                _ entries: ContestRecordStore) async throws(Problem) -> [ContestOutcome] {
        let outcomes = await ContestWorkers(request: request, templates: input.templates, staging: staging,
                                            frame: plan.site.frame, plan: plan.incremental, entries: entries)
            .run(input.references)
        try staging.checkHealthy()
        try entries.checkHealthy()
        return outcomes
    }

    /// write, first: each contest's join page and last good pages (`ContestPublisher`), and the new manifest's entries.
    private mutating func publishContests(_ outcomes: consuming [ContestOutcome], _ input: LoadedInput, _ plan: Plan,
                                          into staging: OutputStaging, _ entries: ContestRecordStore) throws(Problem) -> NewManifestContests {
        try ContestPublisher(staging: staging, previous: plan.incremental.previous, entries: entries)
            .publishContests(outcomes, references: input.references, report: &report)
    }

    /// write, then: the lists, feed, sitemap and assets, then build.json, and the manifest of the new tree, saved
    /// as pending until the swap.
    private mutating func writeSitePages(_ contests: NewManifestContests, _ input: LoadedInput, _ plan: Plan,
                                         into staging: OutputStaging) throws(Problem) {
        let sitePages = SitePagesKey.of(contests, site: plan.incremental.site, templates: input.templates)
        let listsUnchanged = plan.incremental.enabled && sitePages != nil && sitePages == plan.incremental.previous.sitePages
        let manifest = publishes ? try saveManifest(contests, input, plan, sitePages: sitePages, staging) : nil
        let files: TreeFiles?
        do {
            try SitePagesWriter(site: plan.site, templates: input.templates, staging: staging)
                .write(cards: contests.orderedCards, contentPages: input.contentPages, everyRunFiles: plan.basis.everyRunFiles,
                       carryLists: listsUnchanged)
            try linkOtherLanguages(languages, into: staging)
            files = try stamp(staging, plan.incremental)
        } catch {
            // The manifest is left unfinished, and the build stops: nothing is published.
            if let manifest { try? manifest.finish(files: nil) }
            throw error
        }
        try manifest?.finish(files: files)
        // A card or entry that could not be read back made a page or the manifest wrong: nothing is published.
        try contests.store.checkHealthy()
        (report.filesWritten, report.filesUnchanged, report.foldersCarried) = staging.counts
    }

    /// Part of write: the new manifest, started beside the site's pages (`PendingManifestWriter`).
    private func saveManifest(_ contests: NewManifestContests, _ input: LoadedInput, _ plan: Plan, sitePages: String?,
                              _ staging: OutputStaging) throws(Problem) -> PendingManifestWriter {
        let manifest = Manifest(version: request.binaryIdentity, site: plan.incremental.site, sitePages: sitePages,
                                outputInode: staging.stagingInode)
        return PendingManifestWriter(manifest, forOutput: request.outputFolder, contests: contests,
                                     check: NoOpTrailer.Builder(inputs: plan.basis.inputs, references: input.references,
                                                                   published: contests.count),
                                     injected: staging.injected(.manifest, "pending"))
    }

    /// Part of write: build.json describes the files of this tree (CONTRACT §4) and goes live with them; deploy
    /// reads it back. Returns the tree's file list, or nil for a dry run.
    private mutating func stamp(_ staging: OutputStaging, _ plan: IncrementalPlan) throws(Problem) -> TreeFiles? {
        guard publishes else { return nil }
        let stamped = try BuildStamp.write(into: staging, published: plan.trusted ? plan.previous.files : nil)
        report.walkedTree = stamped.walked
        return stamped.list
    }

    /// swap, with the report that describes the new site already saved beside it; the replaced tree becomes
    /// the spare and the pending manifest the manifest.
    private mutating func swap(_ staging: OutputStaging) throws(Problem) {
        try SiteBuild.savePendingReport(&report, request, clock: clock)
        let replaced = try staging.commit()
        guard publishes else { return }
        let folder = request.outputFolder
        SpareTree.keep(replacedTree: replaced, forOutput: folder, manifest: Manifest.path(forOutput: folder), on: request.parallel)
        do {
            try Manifest.promotePending(forOutput: folder, injected: staging.injected(.manifest, "promote"))
        } catch {
            // The pending manifest still describes the new site; the next run promotes it.
            report.problems.append(error)
        }
    }

    /// report: the JSON report of the published site (see `SiteBuild.publishReport`), when one was asked for.
    private mutating func writeReport() {
        report.seconds = clock.total
        guard request.reportPath != nil else { return }
        SiteBuild.publishReport(&report, request)
        clock.end("report", in: &report)
    }

    /// A step failed: nothing is published. A build that stopped before the swap throws its staging tree away;
    /// the published output is untouched.
    mutating func stop(_ error: any Error) {
        switch error {
        case let busy as RunLock.Busy: report.busy = busy.problem
        case let failure as SourceFailure: report.fatal = failure.problem
        case let problem as Problem: report.fatal = problem
        default: report.fatal = Problem(source: request.outputFolder, message: "\(error)")
        }
        guard report.fatal != nil else { return }
        staging?.discard()
        // Saved for a tree that was never swapped in.
        if publishes { unlink(Manifest.pendingPath(forOutput: request.outputFolder)) }
        report.signal = request.cancellation?.signal
        report.clearPublication()
        report.seconds = clock.total
        if publishes { SiteBuild.saveFailureReport(&report, request) }
    }

    /// The report, once every step ran or one failed; the lock is released after this.
    mutating func finish() -> BuildReport {
        report.seconds = clock.total
        withExtendedLifetime(lock) {}
        return report
    }
}
