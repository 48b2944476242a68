import Domain
import Foundation
import Input
import Pages
import Rendering

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
    static let requiredTemplates = ["index.html", "contest.html", "standings.html", "contest.md", "join.html",
                                    "page.html", "404.html", "sitemap.xml", "sitemap-index.xml", "feed.xml"]

    public static func run(_ request: BuildRequest) async -> BuildReport {
        let clock = ContinuousClock.now
        var report = BuildReport()
        report.full = request.full
        var staging: OutputStaging?
        do {
            // The lock comes first: everything beside the output (leftovers, manifest) belongs to its holder.
            let lock = request.dryRun ? nil : try RunLock.acquire(forOutput: request.outputFolder, wait: request.waitForLock)
            // The two manifests (5 MB each for 10,000 contests) decode while the source is listed.
            let (folder, locked) = (request.outputFolder, lock != nil)
            async let published = Manifest.load(forOutput: folder, repair: locked)
            async let spare = locked ? Manifest.read(SpareTree.manifestPath(forOutput: folder)) : nil
            let templates = try loadTemplates(request)
            let references = try await request.source.listContests()
            let (contentPages, pageProblems) = ContentPages.load(folder: request.contentPagesFolder)
            report.problems += pageProblems
            let (previous, trusted) = await published
            let output = try OutputStaging(output: folder, lock: lock, published: trusted ? previous : nil,
                                           spare: await spare)
            staging = output
            let site = SitePageBuilder(config: request.config, contentPages: contentPages)
            let plan = IncrementalPlan(previous: previous, trusted: trusted,
                                       site: IncrementalPlan.siteDigest(config: request.config, contentPages: contentPages),
                                       templates: templates, enabled: !request.full && !request.dryRun)
            let outcomes = await ContestWorkers(request: request, templates: templates, staging: output,
                                                frame: site.frame, plan: plan).run(references)
            var manifest = try Publication(staging: output, previous: previous)
                .publishContests(outcomes, references: references, report: &report)
            try SitePagesWriter(site: site, templates: templates, staging: output)
                .write(cards: manifest.contests.values.map(\.card), contentPages: contentPages)
            manifest.version = PCSiteVersion.current
            manifest.site = plan.site
            manifest.outputInode = output.stagingInode
            if lock != nil { try manifest.savePending(forOutput: request.outputFolder) }
            let replaced = try output.commit()
            if lock != nil {
                SpareTree.keep(replacedTree: replaced, forOutput: request.outputFolder)
                try Manifest.promotePending(forOutput: request.outputFolder)
                BuildStamp.write(forOutput: request.outputFolder, report: &report)
            }
            (report.filesWritten, report.filesUnchanged, report.foldersCarried) = output.counts
            withExtendedLifetime(lock) {}
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
        if report.fatal != nil { staging?.discard() }
        let elapsed = ContinuousClock.now - clock
        report.seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
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
