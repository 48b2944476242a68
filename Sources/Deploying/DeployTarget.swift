import Domain

/// One kind of place a site is deployed to; the plan is computed once, outside, from two file lists.
protocol DeployTarget: Sendable {
    /// Sends the plan's files and makes them live; returns what the transfer cost.
    func publish(_ plan: DeployPlan, from output: String) throws(Problem) -> TransferResult
    /// Makes the previous release live again.
    func rollback() throws(Problem) -> RollbackResult
    /// The one full comparison with what is live (a nightly drift check): paths that differ or are missing.
    func differences(from output: String) throws(Problem) -> [String]
}
