import Domain
import EveryCore

/// Where contests come from: the on-disk snapshot or the live API. Both return the same domain values.
public protocol ContestSource: Sendable {
    /// The contests currently in the source. Throws `SourceFailure` when nothing can be trusted (exit 2).
    /// Sorting and signing the listing runs on `parallel`'s threads (the run's `--jobs`).
    func listContests(on parallel: Parallel) async throws(SourceFailure) -> [ContestReference]
    /// One contest, mapped; a failure names every problem and keeps the contest's last good pages.
    /// A source may answer `.unchanged` when the raw documents hash to `unlessDigest` (the digest they had when
    /// last published): they are then read once and never decoded. A big leaderboard is parsed on `parallel`'s threads.
    func loadContest(_ reference: ContestReference, unlessDigest: String?, on parallel: Parallel) async -> ContestLoadResult
    /// The documents' file metadata (inode, size, change times), taken before they are read. Equal signatures
    /// mean the documents were not touched since, so they need not even be read. nil when unknown.
    func signature(_ reference: ContestReference) async -> String?
    /// What the run asked of the source, once every contest is loaded; nil for sources that send no requests.
    func activity() async -> SourceActivity?
}

extension ContestSource {
    public func loadContest(_ reference: ContestReference, on parallel: Parallel) async -> ContestLoadResult {
        await loadContest(reference, unlessDigest: nil, on: parallel)
    }

    public func signature(_ reference: ContestReference) async -> String? { nil }

    public func activity() async -> SourceActivity? { nil }
}
