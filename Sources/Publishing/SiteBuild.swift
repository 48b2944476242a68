import Domain
import Foundation
import Input
import OutputTree
import Pages
import Rendering
#if canImport(Glibc)
import Glibc
#endif

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
            let spareManifest = await spare
            let output = try OutputStaging(output: folder, lock: lock, spareInode: spareManifest?.outputInode,
                                           reusableFolders: { SpareTree.reusableFolders(spare: spareManifest, published: trusted ? previous : nil) },
                                           faults: request.faults, cancellation: request.cancellation)
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
                let firstBuild = Inode.number(folder) == nil
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
                SpareTree.keep(replacedTree: replaced, forOutput: folder, manifest: Manifest.path(forOutput: folder))
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
