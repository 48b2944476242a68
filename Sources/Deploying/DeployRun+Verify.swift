import Domain
import Foundation
import OutputTree
import Publishing
import SiteState

/// Checking what the public gets: after a switch, again on later runs until it passes, and the full drift check.
extension DeployRun {
    /// After the switch, when `deploy.verify_url` is set.
    func verify(_ buildID: String) async throws(Problem) {
        guard let verifyURL = request.config.verifyURL else { return }
        try await check(UnverifiedMark(buildID: buildID, verifyURL: verifyURL))
    }

    /// A build that went live earlier but was not seen served: nothing is sent, the check is made again.
    func verifyAgain(_ pending: UnverifiedMark) async throws(Problem) {
        do {
            try await check(pending)
        } catch {
            throw Problem(source: error.source, message: error.message
                + " (build \(pending.buildID) went live on the host earlier; every run checks again until it is served)")
        }
        report.verifiedAgain = pending.buildID
    }

    /// Reads `<verify_url>/build.json` back; the build's mark as unverified goes only when it names the build.
    func check(_ pending: UnverifiedMark) async throws(Problem) {
        defer { lap("verify") }
        do {
            try await BuildVerifier.check(pending.verifyURL, buildID: pending.buildID)
        } catch {
            report.verification = .failed
            throw error
        }
        report.verification = .verified
        if !request.dryRun { UnverifiedMark.clear(forOutput: output, target: address) }
    }

    /// `--verify`: the one full comparison of the output with what is live (a nightly drift check).
    func compareWithLive() throws(Problem) {
        let built = try Deployer.readBuild(output, walk: DeployedState.buildID(forOutput: output, target: address.name) == nil)
        report.buildID = built.buildID
        lap("read")
        let drift = try target.differences(from: output)
        report.drift = drift
        lap("compare")
        if !drift.isEmpty {
            throw Problem(source: address.name, message: "\(drift.count) files differ from the output; run pcsite deploy to repair")
        }
    }
}
