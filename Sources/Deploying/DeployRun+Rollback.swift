import Domain
import Foundation
import SiteState

/// The rollback path.
extension DeployRun {
    /// rollback → hold → verify: the previous release goes live again, the build it replaced is held back from
    /// later deploys (cron's included), and the public is checked to get the release rolled back to.
    func rollBack() async throws(Problem) {
        let switched = try target.rollback()
        (report.rolledBackTo, report.rolledBackFrom) = (switched.release, switched.replaced)
        // The record no longer says what is live: the next deploy of a different build sends it whole (linked to
        // the live release on the host).
        DeployedState.forget(forOutput: output, target: address.name)
        UnverifiedMark.clear(forOutput: output, target: address)
        lap("rollback")
        try hold(switched)
        guard let verifyURL = request.config.verifyURL else { return }
        let pending = UnverifiedMark(buildID: switched.release, verifyURL: verifyURL)
        try pending.save(forOutput: output, target: address)
        try await check(pending)
    }

    /// Every build rolled back from stays held until a different build goes live or `--resume`.
    private func hold(_ switched: RollbackResult) throws(Problem) {
        let now = ISO8601DateFormatter().string(from: Date())
        var hold = RollbackHold.load(forOutput: output, target: address) ?? RollbackHold(release: switched.release, skipped: [], since: now)
        hold.release = switched.release
        if !hold.holds(switched.replaced) { hold.skipped.append(switched.replaced) }
        try hold.save(forOutput: output, target: address)
        lap("hold")
    }
}
