import Domain
import EveryCore
import Input
import OutputTree
import Pages
import Rendering
import SiteState
import Synchronization

/// Cron's usual run: nothing the site is made of changed since the published build. Every listed contest's
/// documents carry the signatures the manifest recorded, and config, templates, binary, listing and the files
/// rendered on every run (404, content pages, assets) are those of the published build (`NoOpTrailer`). Such a
/// run publishes nothing: the live tree (inodes, mtimes), its manifest and the spare stay as they are, and the run
/// costs a stat per document, in parallel lanes, instead of a reshaped tree and a swap. The manifest's entries are
/// never read: its last bytes lead to the check.
struct NoOpCheck {
    /// Made from the published manifest's header: whether carrying over is allowed at all.
    let plan: IncrementalPlan
    /// This run's `NoOpTrailer.inputs` (`BuildRun.SiteBasis`).
    let inputs: UInt64

    /// The published site, when it is the one this run would make: its contests as listed, and the check that
    /// says so (with the problems and warnings they report again, and the file count).
    struct Published {
        let references: [ContestReference]
        let check: NoOpTrailer
    }

    /// Nil when anything may have changed; `check` is the published manifest's (`NoOpTrailer.read`).
    func published(_ references: [ContestReference], manifest: Manifest.Found?, check: NoOpTrailer?,
                   source: any ContestSource, on parallel: Parallel) async -> Published? {
        guard plan.enabled, let manifest, references.count == manifest.header.count,
              let check, check.signatures.count == references.count else {
            return nil
        }
        guard inputs == check.inputs,
              await Self.signaturesMatch(check.signatures, references, source: source, threads: parallel.threads) else { return nil }
        return Published(references: references, check: check)
    }

    /// Every document's signature is the recorded one; stops at the first that is not. Asked of the source in
    /// tasks, one a thread, since a source answers asynchronously.
    private static func signaturesMatch(_ signatures: PackedStrings<Int>, _ references: [ContestReference],
                                        source: any ContestSource, threads: Int) async -> Bool {
        let changed = ChangeFlag()
        let lanes = min(threads, max(1, references.count))
        await withTaskGroup(of: Void.self) { group in
            for lane in 0..<lanes {
                group.addTask {
                    for index in stride(from: lane, to: references.count, by: lanes) {
                        if changed.isSet { return }
                        if !signatures.holds(index, await source.signature(references[index])) { changed.set() }
                    }
                }
            }
        }
        return !changed.isSet
    }

    /// The report of a run that published nothing: every contest unchanged, with the problems and warnings its
    /// pages were rendered with, and every published file (the manifest's list, plus build.json) unchanged. The
    /// records are made on `parallel`'s threads, each in its place; the few noted contests then get their notes.
    static func record(_ published: Published, in report: inout BuildReport, on parallel: Parallel) {
        let (references, notes) = (published.references, published.check.notes)
        var records = parallel.array(references.count) {
            BuildReport.ContestRecord(id: references[$0].key, status: .unchanged, problems: [], warnings: [])
        }
        for note in notes {
            records[note.position].problems = note.problems.map(\.description)
            records[note.position].warnings = note.warnings
            report.problems += note.problems
            report.warnings += note.warnings
        }
        report.append(records: records, unchanged: parallel.array(references.count) { references[$0].key })
        report.filesUnchanged = published.check.fileCount + 1
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
    mutating func recordUnchanged(_ id: String, problems stored: [Problem]?, warnings storedWarnings: [String]?) {
        unchanged.append(id)
        warnings += storedWarnings ?? []
        problems += stored ?? []
        record(id, .unchanged, problems: stored ?? [], warnings: storedWarnings ?? [])
    }
}
