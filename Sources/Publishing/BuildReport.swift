import Domain
import Foundation
import Input

/// What a build did and why: the audit trail behind the one-line summary, the JSON report and the exit status.
public struct BuildReport: Sendable {
    /// What happened to one contest this run.
    public enum ContestStatus: String, Sendable {
        /// Rendered from its documents.
        case built
        /// Documents, templates and config as last published: pages carried over untouched.
        case unchanged
        /// Invalid now; its last good pages stay published.
        case kept
        /// Invalid and never published before: no pages.
        case failed
        /// No longer in the source: its pages were pruned.
        case removed
    }

    /// One contest's line in the JSON report.
    public struct ContestRecord: Sendable, Equatable {
        public var id: String
        public var status: ContestStatus
        public var problems: [String]
        public var warnings: [String]
    }

    /// Set when nothing was published (bad config, unreachable source, broken templates): exit 2.
    public var fatal: Problem?
    /// Another run holds the output's lock: nothing was done, exit 3 (CONTRACT §5).
    public var busy: Problem?
    /// Invalid documents and other per-contest problems: exit 1, the rest published.
    public var problems: [Problem] = []
    /// Non-fatal notes (cells of the wrong JSON type…).
    public var warnings: [String] = []
    public var built: [String] = []
    /// Carried over from the previous output without re-rendering.
    public var unchanged: [String] = []
    /// Invalid contests whose last good pages were kept.
    public var kept: [String] = []
    public var failed: [String] = []
    /// Contests no longer in the source, removed on purpose.
    public var removed: [String] = []
    /// Per contest, in listing order, then removals.
    public var contests: [ContestRecord] = []
    public var filesWritten = 0
    public var filesUnchanged = 0
    /// Folders of unchanged or last good contests carried over whole, their files neither rendered nor counted.
    public var foldersCarried = 0
    /// Nothing had changed since the published build (`NoOpCheck`): nothing was written or swapped.
    public var publishedNothing = false
    public var seconds = 0.0
    /// Contests rendered in parallel (`--jobs`, by default the cores the process may use).
    public var jobs = 0
    /// `--full`: everything re-rendered, the manifest not trusted for skipping.
    public var full = false
    /// SIGTERM or SIGINT stopped the build before the swap: nothing published, exit 128 + signal.
    public var signal: Int32?
    /// How long each step took, in order (load, plan, render, write, swap, report).
    public var phases: [TimedStep] = []
    /// The new tree was walked for `build.json` because no trusted manifest listed the published files.
    public var walkedTree = false
    /// What the API source asked the backend; nil when building from disk.
    public var source: SourceActivity?
    /// The JSON report could not be written; the one on disk, if any, still describes the published site.
    public var reportFailure: Problem?

    /// One named step of the build and its duration.
    public init() {}

    /// 0 all good; 1 some documents invalid; 2 nothing published; 3 another run holds the lock;
    /// 130 / 143 stopped by SIGINT / SIGTERM, nothing published.
    public var exitStatus: Int32 {
        if busy != nil { return 3 }
        if let signal { return 128 + signal }
        if fatal != nil { return 2 }
        return problems.isEmpty && reportFailure == nil ? 0 : 1
    }

    public var summaryLine: String {
        if let busy { return "not started: \(busy)" }
        if let fatal { return "nothing published: \(fatal)" }
        return "contests: \(built.count) built, \(unchanged.count) unchanged, \(failed.count) failed "
            + "(\(kept.count) kept as last good), \(removed.count) removed; "
            + (publishedNothing ? "files: \(filesUnchanged) unchanged, nothing to publish; "
                : "files: \(filesWritten) written, \(filesUnchanged) unchanged, \(foldersCarried) folders carried over; ")
            + (source.map { "\($0.summary); " } ?? "")
            + "\(String(format: "%.2f", seconds)) s"
    }

    /// Room for that many more records (and ids of unchanged contests), so that a million contests' arrays are
    /// not grown by doubling, a third of them empty on average and twice over while they grow.
    mutating func reserve(contests count: Int, unchanged unchangedCount: Int = 0) {
        contests.reserveCapacity(contests.count + count)
        unchanged.reserveCapacity(unchanged.count + unchangedCount)
    }

    /// Records and ids made elsewhere, taken as they are when there are none yet (a million of them are not copied).
    mutating func append(records: [ContestRecord], unchanged ids: [String]) {
        if contests.isEmpty { contests = records } else { contests += records }
        if unchanged.isEmpty { unchanged = ids } else { unchanged += ids }
    }

    mutating func record(_ id: String, _ status: ContestStatus, problems: [Problem], warnings: [String]) {
        contests.append(ContestRecord(id: id, status: status, problems: problems.map(\.description), warnings: warnings))
    }

    /// Adds a problem to the contest's latest record.
    mutating func note(_ problem: Problem, for id: String) {
        guard let index = contests.lastIndex(where: { $0.id == id }) else { return }
        contests[index].problems.append(problem.description)
    }
}
