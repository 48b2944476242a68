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
/// The manifest is read entry by entry beside the listing, never held whole: at a million contests it is a
/// gigabyte, and this run keeps only each contest's signature and what the report says of it.
struct UnchangedSite {
    /// Made from the published manifest's header: whether carrying over is allowed at all, and each entry's checks.
    let plan: IncrementalPlan
    let site: SitePageBuilder
    let templates: TemplateStore
    let contentPages: [ContentPageSource]

    /// What the report says of a contest whose published pages stay.
    struct Contest: Sendable {
        let id: String
        let problems: [Problem]?
        let warnings: [String]?
    }

    /// The published site, when it is the one this run would make: its contests in listing order and its file count.
    struct Published {
        let contests: [Contest]
        let fileCount: Int
    }

    /// Nil when anything may have changed.
    func published(_ references: [ContestReference], manifest: Manifest.Found?, source: any ContestSource,
                   jobs: Int) async throws(Problem) -> Published? {
        guard plan.enabled, let manifest, let lists = manifest.header.manifest.sitePages,
              references.count == manifest.header.count else { return nil }
        var everyRunFiles: [String: SiteFileList.Entry] = [:]
        for (path, bytes) in try SitePagesWriter.everyRunFiles(site: site, templates: templates, contentPages: contentPages) {
            everyRunFiles[path] = SiteFileList.Entry(size: bytes.count, value: OutputStaging.digest(of: bytes))
        }
        guard let read = read(manifest.path, beside: references, lists: lists, everyRunFiles: everyRunFiles) else {
            return nil
        }
        return await Self.signaturesMatch(read.signatures, references, source: source, jobs: jobs) ? read.published : nil
    }

    /// One pass over the manifest: each entry beside the listed contest with its id (both taken in id order) and
    /// the lists' key taken as it goes, then the file list, where the files rendered on every run must be listed
    /// as they are now. The recorded signatures come back in listing order.
    private func read(_ path: String, beside references: [ContestReference], lists: String,
                      everyRunFiles: [String: SiteFileList.Entry]) -> (published: Published, signatures: PackedTexts)? {
        let order = references.indices.sorted { references[$0].key < references[$1].key }
        // Every slot is set when every entry is read (as many as the references, each beside its own).
        var contests = [Contest](repeating: Contest(id: "", problems: nil, warnings: nil), count: references.count)
        var signatures = PackedTexts(count: references.count)
        var key = SitePagesKey.Digest(site: plan.site, templates: templates)
        return ByteReader.reading(path) { reader in
            guard let header = try? Manifest.Header(from: &reader), header.count == references.count else { return nil }
            var position = 0
            let everyEntry = try? header.decodeRecordedEntries(from: &reader) { id, entry in
                let index = order[position]
                position += 1
                guard id == references[index].key, plan.mayCarry(entry, as: references[index]),
                      let signature = entry.tail.signature, key.add(id, entry) else { return false }
                signatures.set(index, to: signature)
                // The key's string, equal to the id: the id decoded from the manifest is let go.
                contests[index] = Contest(id: references[index].key, problems: entry.tail.problems,
                                          warnings: entry.tail.warnings)
                return true
            }
            guard everyEntry == true, key.hex == lists else { return nil }
            var (fileCount, listedAsNow) = (0, 0)
            let hasList = try? Manifest.decodeFiles(from: &reader) { path, entry in
                fileCount += 1
                if everyRunFiles[path] == entry { listedAsNow += 1 }
            }
            guard hasList == true, reader.isAtEnd, listedAsNow == everyRunFiles.count else { return nil }
            return (Published(contests: contests, fileCount: fileCount), signatures)
        }
    }

    /// Every document's signature is the recorded one; stops at the first that is not.
    private static func signaturesMatch(_ signatures: PackedTexts, _ references: [ContestReference],
                                        source: any ContestSource, jobs: Int) async -> Bool {
        let changed = ChangeFlag()
        let lanes = min(jobs, max(1, references.count))
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
    /// pages were rendered with, and every published file (the manifest's list, plus build.json) unchanged.
    static func record(_ published: Published, in report: inout BuildReport) {
        report.reserve(contests: published.contests.count, unchanged: published.contests.count)
        for contest in published.contests {
            report.recordUnchanged(contest.id, problems: contest.problems, warnings: contest.warnings)
        }
        report.filesUnchanged = published.fileCount + 1
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
