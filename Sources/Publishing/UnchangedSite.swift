import Domain
import Input
import OutputTree
import Pages
import Rendering
import Synchronization

/// Cron's usual run: nothing the site is made of changed since the published build. Every listed contest's
/// documents carry the signatures the manifest recorded, config, templates and binary are the same, the lists'
/// key is the published one, and the files rendered on every run (404, content pages, assets) are byte for
/// byte the published ones. Such a run publishes nothing: the live tree (inodes, mtimes), its manifest and the
/// spare stay as they are, and the run costs a stat per document instead of a reshaped tree and a swap.
struct UnchangedSite {
    let plan: IncrementalPlan
    let site: SitePageBuilder
    let templates: TemplateStore
    let contentPages: [ContentPageSource]

    /// The published manifest's entries in listing order, or nil when anything may have changed.
    func entries(_ references: [ContestReference], source: any ContestSource, jobs: Int) async throws(Problem) -> [Manifest.Entry]? {
        let previous = plan.previous
        guard plan.enabled, let files = previous.files, let lists = previous.sitePages,
              references.count == previous.contests.count,
              SitePagesKey.of(previous.contests, site: plan.site, templates: templates) == lists else { return nil }
        var entries: [Manifest.Entry] = []
        entries.reserveCapacity(references.count)
        for reference in references {
            guard let entry = plan.candidate(reference), entry.signature != nil else { return nil }
            entries.append(entry)
        }
        for (path, bytes) in try SitePagesWriter.everyRunFiles(site: site, templates: templates, contentPages: contentPages) {
            let entry = SiteFileList.Entry(size: bytes.count, value: OutputStaging.digest(of: bytes))
            guard files[path] == entry else { return nil }
        }
        return await Self.signaturesMatch(entries, references, source: source, jobs: jobs) ? entries : nil
    }

    /// Every document's signature is the recorded one; stops at the first that is not.
    private static func signaturesMatch(_ entries: [Manifest.Entry], _ references: [ContestReference],
                                        source: any ContestSource, jobs: Int) async -> Bool {
        let changed = ChangeFlag()
        let lanes = min(jobs, max(1, references.count))
        await withTaskGroup(of: Void.self) { group in
            for lane in 0..<lanes {
                group.addTask {
                    for index in stride(from: lane, to: references.count, by: lanes) {
                        if changed.isSet { return }
                        if await source.signature(references[index]) != entries[index].signature { changed.set() }
                    }
                }
            }
        }
        return !changed.isSet
    }

    /// The report of a run that published nothing: every contest unchanged, with the problems and warnings its
    /// pages were rendered with, and every published file (the manifest's list, plus build.json) unchanged.
    func record(_ entries: [Manifest.Entry], in report: inout BuildReport) {
        for entry in entries { report.recordUnchanged(entry) }
        report.filesUnchanged = (plan.previous.files?.count ?? 0) + 1
        report.publishedNothing = true
    }
}

private final class ChangeFlag: Sendable {
    private let value = Atomic(false)

    var isSet: Bool { value.load(ordering: .relaxed) }
    func set() { value.store(true, ordering: .relaxed) }
}

extension BuildReport {
    /// A contest whose published pages stay: its stored problems and warnings are reported again.
    mutating func recordUnchanged(_ entry: Manifest.Entry) {
        unchanged.append(entry.card.id)
        warnings += entry.warnings ?? []
        problems += entry.problems ?? []
        record(entry.card.id, .unchanged, problems: entry.problems ?? [], warnings: entry.warnings ?? [])
    }
}
