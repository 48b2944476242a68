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
    /// Called after each contest with (contests done, contests listed), from worker tasks; nil = no progress.
    public var progress: (@Sendable (Int, Int) -> Void)?

    public init(source: any ContestSource, contentPagesFolder: String?, outputFolder: String, templatesFolder: String?,
                config: SiteConfig, jobs: Int = ProcessInfo.processInfo.activeProcessorCount, dryRun: Bool = false) {
        self.source = source
        self.contentPagesFolder = contentPagesFolder
        self.outputFolder = outputFolder
        self.templatesFolder = templatesFolder
        self.config = config
        self.jobs = max(1, jobs)
        self.dryRun = dryRun
    }
}

/// The build, as a list of named steps: load → validate → map → plan → render → write → swap → report.
public enum SiteBuild {
    static let requiredTemplates = ["index.html", "contest.html", "standings.html", "contest.md", "join.html",
                                    "page.html", "404.html", "sitemap.xml", "sitemap-index.xml", "feed.xml"]

    public static func run(_ request: BuildRequest) async -> BuildReport {
        let clock = ContinuousClock.now
        var report = BuildReport()
        do {
            let templates = try loadTemplates(request)
            let references = try await request.source.listContests()
            let (contentPages, pageProblems) = ContentPages.load(folder: request.contentPagesFolder)
            report.problems += pageProblems
            let staging = try OutputStaging(output: request.outputFolder, dryRun: request.dryRun)
            let previous = Manifest.load(forOutput: request.outputFolder)
            let site = SitePageBuilder(config: request.config, contentPages: contentPages)
            let outcomes = await ContestWorkers(request: request, templates: templates, staging: staging, frame: site.frame)
                .run(references)
            let manifest = try Publication(staging: staging, previous: previous)
                .publishContests(outcomes, references: references, report: &report)
            try SitePagesWriter(site: site, templates: templates, staging: staging)
                .write(cards: manifest.contests.values.map(\.card), contentPages: contentPages)
            try staging.commit()
            if !request.dryRun { try? manifest.save(forOutput: request.outputFolder) }
            (report.filesWritten, report.filesUnchanged) = staging.counts
        } catch let failure as SourceFailure {
            report.fatal = failure.problem
        } catch let problem as BuildProblem {
            report.fatal = problem
        } catch {
            report.fatal = BuildProblem(source: request.outputFolder, message: "\(error)")
        }
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
