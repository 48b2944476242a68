import Domain

/// A contest whose documents decoded and mapped.
public struct LoadedContest: Sendable {
    public var contest: Contest
    /// nil when there is no leaderboard yet or it must not be published (hidden).
    public var standings: Standings?
    /// Problems that do not invalidate the contest (an unsafe join token): reported, exit 1.
    public var problems: [Problem]
    /// A digest of the contest's input documents, for incremental builds.
    public var digest: String

    public init(contest: Contest, standings: Standings?, problems: [Problem] = [], digest: String) {
        self.contest = contest
        self.standings = standings
        self.problems = problems
        self.digest = digest
    }
}
