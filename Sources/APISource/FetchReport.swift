import Domain
import Input

/// What `pcsite fetch` did.
public struct FetchReport: Sendable {
    /// Set when nothing was replaced (credentials refused, API unreachable, broken list): exit 2.
    public var fatal: Problem?
    /// Contests that failed to fetch (their previous copy kept) or whose documents are invalid: exit 1.
    public var problems: [Problem] = []
    public var fetched: [String] = []
    /// Contests whose fetch failed and whose previous snapshot copy was kept.
    public var kept: [String] = []
    /// What the run asked the backend.
    public var activity: SourceActivity?

    public init() {}

    public var exitStatus: Int32 {
        if fatal != nil { return 2 }
        return problems.isEmpty ? 0 : 1
    }

    public var summaryLine: String {
        if let fatal { return "nothing replaced: \(fatal)" }
        return "contests: \(fetched.count) fetched, \(kept.count) kept from the previous snapshot, \(problems.count) problems"
            + (activity.map { "; \($0.summary)" } ?? "")
    }
}
