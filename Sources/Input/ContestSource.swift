import Domain

/// Where contests come from: the on-disk snapshot or the live API. Both return the same domain values.
public protocol ContestSource: Sendable {
    /// The contests currently in the source. Throws `SourceFailure` when nothing can be trusted (exit 2).
    func listContests() async throws(SourceFailure) -> [ContestReference]
    /// One contest, mapped; a failure names every problem and keeps the contest's last good pages.
    /// A source may answer `.unchanged` when the raw documents hash to `unlessDigest` (the digest they had when
    /// last published): they are then read once and never decoded.
    func loadContest(_ reference: ContestReference, unlessDigest: String?) async -> ContestLoadResult
    /// The documents' file metadata (inode, size, change times), taken before they are read. Equal signatures
    /// mean the documents were not touched since, so they need not even be read. nil when unknown.
    func signature(_ reference: ContestReference) async -> String?
    /// What the run asked of the source, once every contest is loaded; nil for sources that send no requests.
    func activity() async -> SourceActivity?
}

extension ContestSource {
    public func loadContest(_ reference: ContestReference) async -> ContestLoadResult {
        await loadContest(reference, unlessDigest: nil)
    }

    public func signature(_ reference: ContestReference) async -> String? { nil }

    public func activity() async -> SourceActivity? { nil }
}

/// A contest as listed by a source, before its documents are read.
public struct ContestReference: Sendable, Equatable, Hashable {
    /// The folder name (disk) or the listed contest_id (API).
    public var key: String
    /// Human-readable location for messages: a folder path or a URL.
    public var location: String

    public init(key: String, location: String) {
        self.key = key
        self.location = location
    }
}

/// A contest whose documents decoded and mapped.
public struct LoadedContest: Sendable {
    public var contest: Contest
    /// nil when there is no leaderboard yet or it must not be published (hidden).
    public var standings: Standings?
    /// Problems that do not invalidate the contest (an unsafe join token): reported, exit 1.
    public var problems: [BuildProblem]
    /// A digest of the contest's input documents, for incremental builds.
    public var digest: String

    public init(contest: Contest, standings: Standings?, problems: [BuildProblem] = [], digest: String) {
        self.contest = contest
        self.standings = standings
        self.problems = problems
        self.digest = digest
    }
}

public enum ContestLoadResult: Sendable {
    case loaded(LoadedContest)
    /// The documents hash to the digest the caller passed: nothing was decoded.
    case unchanged
    /// The contest could not be built; `contestID` is the id when it is known to be safe.
    case failed(reference: ContestReference, contestID: String?, problems: [BuildProblem])
}

/// A source-level failure: bad folder, unreachable API, broken list endpoint. Nothing is published.
public struct SourceFailure: Error, Sendable, CustomStringConvertible {
    public var problem: BuildProblem
    public init(_ problem: BuildProblem) { self.problem = problem }
    public var description: String { problem.description }
}
