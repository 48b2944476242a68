import CPlatform
import Domain
import EveryCore
import Foundation
import Input

/// Snapshots the API into the on-disk layout (CONTRACT §2): `contests/<id>/contest.json` verbatim and the
/// leaderboard's pages merged into one `leaderboard.json` — the very bytes `APISource` maps, so building the
/// snapshot equals building from the API. The folder is replaced whole: a sibling is written, then swapped in.
/// Everything in the folder other than `contests/` (hand-written `pages/*.md`) is carried over unchanged.
public enum SnapshotFetch {
    public static func run(source: APISource, into folder: String) async -> FetchReport {
        var report = FetchReport()
        let references: [ContestReference]
        do {
            references = try await source.listContests(on: .everyCore)
        } catch {
            report.fatal = error.problem
            return report
        }
        let results = await fetchAll(references, source: source)
        let fileManager = FileManager.default
        let target = URL(fileURLWithPath: folder).standardizedFileURL.path
        let parent = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        let staging = (parent as NSString).appendingPathComponent(".\(name).fetch-\(getpid())")
        do {
            try? fileManager.removeItem(atPath: staging)
            try fileManager.createDirectory(atPath: (staging as NSString).appendingPathComponent("contests"),
                                            withIntermediateDirectories: true)
            if let entries = try? fileManager.contentsOfDirectory(atPath: target) {
                for entry in entries where entry != "contests" {
                    try fileManager.copyItem(atPath: (target as NSString).appendingPathComponent(entry),
                                             toPath: (staging as NSString).appendingPathComponent(entry))
                }
            }
            for (reference, result) in zip(references, results) {
                try write(reference, result, staging: staging, previous: target, source: source, report: &report)
            }
            try swap(staging, into: target)
            report.activity = await source.activity()
        } catch let problem as Problem {
            try? fileManager.removeItem(atPath: staging)
            report.fatal = problem
        } catch {
            try? fileManager.removeItem(atPath: staging)
            report.fatal = Problem(source: folder, message: "cannot write the snapshot: \(error.localizedDescription)")
        }
        return report
    }

    /// Every contest's documents, at most `maxConcurrentRequests` contests at a time, in listing order.
    private static func fetchAll(_ references: [ContestReference],
                                 source: APISource) async -> [Result<ContestDocuments, Problem>] {
        let window = source.options.maxConcurrentRequests
        return await withTaskGroup(of: (Int, Result<ContestDocuments, Problem>).self) { group in
            var results = [Result<ContestDocuments, Problem>?](repeating: nil, count: references.count)
            var next = 0
            while next < references.count, next < window {
                let index = next
                group.addTask { (index, await source.syncedDocuments(for: references[index])) }
                next += 1
            }
            while let (index, result) = await group.next() {
                results[index] = result
                if next < references.count {
                    let index = next
                    group.addTask { (index, await source.syncedDocuments(for: references[index])) }
                    next += 1
                }
            }
            return results.map { $0 ?? .failure(Problem(source: source.options.base, message: "not fetched")) }
        }
    }

    private static func write(_ reference: ContestReference, _ result: Result<ContestDocuments, Problem>,
                              staging: String, previous: String, source: APISource, report: inout FetchReport) throws {
        let id = reference.key
        let folder = "contests/\(id)"
        switch result {
        case .success(let documents):
            let path = (staging as NSString).appendingPathComponent(folder)
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            try Data(documents.contest).write(to: URL(fileURLWithPath: (path as NSString).appendingPathComponent("contest.json")))
            if let leaderboard = documents.leaderboard {
                try Data(leaderboard).write(to: URL(fileURLWithPath: (path as NSString).appendingPathComponent("leaderboard.json")))
            }
            report.fetched.append(id)
            // Saved verbatim either way; invalid documents are reported now, as a build would.
            var mapper = ContestMapper(expectedID: id, contestSource: reference.location,
                                       leaderboardSource: source.leaderboardURL(id),
                                       maxLeaderboardCells: source.options.maxLeaderboardCells, parallel: .everyCore)
            if case .failed(_, _, let problems) = mapper.map(reference: reference, contestBytes: documents.contest,
                                                             leaderboardBytes: documents.leaderboard) {
                report.problems += problems
            }
        case .failure(let problem):
            report.problems.append(problem)
            let old = (previous as NSString).appendingPathComponent(folder)
            if PathSegment.isSafe(id), FileManager.default.fileExists(atPath: old) {
                try FileManager.default.copyItem(atPath: old, toPath: (staging as NSString).appendingPathComponent(folder))
                report.kept.append(id)
            }
        }
    }

    /// Swaps `staging` into `target` (atomic exchange where the kernel has one) and removes the old tree.
    private static func swap(_ staging: String, into target: String) throws(Problem) {
        let aside = staging + ".old"
        guard pcsite_replace_folder(staging, target, aside) == 0 else {
            throw .system(target, code: errno, action: "cannot move the snapshot into place")
        }
        try? FileManager.default.removeItem(atPath: staging)
        try? FileManager.default.removeItem(atPath: aside)
    }
}
