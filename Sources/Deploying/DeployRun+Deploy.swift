import Domain
import Foundation
import OutputTree
import Publishing
import SiteState

/// The deploy path, step by step.
extension DeployRun {
    /// hold → verify again → nothing new → read → plan → send and switch → record → announce → verify.
    func deploy() async throws(Problem) {
        let stamped = SiteFileList.stampedBuildID(ofOutput: output)
        let pending = UnverifiedMark.load(forOutput: output, target: address)
        if let stamped, let hold = heldBack(stamped) {
            (report.buildID, report.heldOnRelease) = (stamped, hold.release)
            // Held or not, a release whose verification failed is checked again.
            if let pending { try await verifyAgain(pending) }
            return
        }
        if let pending, pending.buildID == stamped {
            report.buildID = stamped
            return try await verifyAgain(pending)
        }
        if let stamped, isNothingNew(stamped) { return }
        let (built, deployed) = try readBuild()
        let plan = try makePlan(built, deployed)
        if request.dryRun { return list(plan) }
        try send(plan)
        try record(plan)
        announce(plan)
        try await verify(plan.buildID)
    }

    /// A rollback holds the target: the builds it left are not deployed again unless `--resume` says so.
    private func heldBack(_ buildID: String) -> RollbackHold? {
        defer { lap("hold") }
        guard !request.resume, let hold = RollbackHold.load(forOutput: output, target: address), hold.holds(buildID) else { return nil }
        return hold
    }

    /// `build.json` goes live with the files it names, so the same id as the last deploy's record means nothing
    /// new: no file list is read, no connection made.
    private func isNothingNew(_ buildID: String) -> Bool {
        guard buildID == DeployedState.buildID(forOutput: output, target: address.name) else { return false }
        (report.buildID, report.nothingNew) = (buildID, true)
        lap("plan")
        return true
    }

    /// The output's file list and the record of the last deploy. A first deploy sends every file, so it reads
    /// every file; later ones trust the build's own list.
    private func readBuild() throws(Problem) -> (SortedFileList, DeployedFiles?) {
        let deployed = DeployedState.open(forOutput: output, target: address.name)
        let built = try Deployer.readBuild(output, walk: deployed == nil)
        report.buildID = built.buildID
        lap("read")
        return (built, deployed)
    }

    /// What to send and delete, refused by the guards cron can trust (too many deletions, a much smaller build).
    private func makePlan(_ built: SortedFileList, _ deployed: DeployedFiles?) throws(Problem) -> DeployPlan {
        let plan = try DeployPlan(built: built, deployed: deployed)
        lap("plan")
        if let refusal = plan.refusal(configuredMaxDeletes: request.config.maxDeletes, override: request.maxDeletes) {
            report.refusedDeletions = plan.deletions
            throw Problem(source: address.name, message: refusal)
        }
        return plan
    }

    /// `--dry-run`: the plan, every path of it, and nothing changed.
    private func list(_ plan: DeployPlan) {
        report.dryRun = true
        (report.filesSent, report.bytesSent, report.deleted) = (plan.uploadCount, plan.bytes, plan.deletions.count)
        (report.plannedUploads, report.plannedDeletions) = (plan.uploads, plan.deletions)
    }

    /// The plan's files go to the host and become live there at once (the target's own switch).
    private func send(_ plan: DeployPlan) throws(Problem) {
        if case .rclone = address {} else { NginxSnippet.write(request.config, forOutput: output) }
        let result = try target.publish(plan, from: output)
        (report.filesSent, report.bytesSent, report.deleted) = (plan.uploadCount, result.bytesSent, plan.deletions.count)
        (report.release, report.switchMilliseconds) = (result.release, result.switchMilliseconds)
        lap("send")
    }

    /// What is live now, for the next plan. With verification configured the build is first marked unverified,
    /// so that an interrupted or failed check is made again by the next run. A build going live ends a hold.
    private func record(_ plan: DeployPlan) throws(Problem) {
        if let verifyURL = request.config.verifyURL {
            try UnverifiedMark(buildID: plan.buildID, verifyURL: verifyURL).save(forOutput: output, target: address)
        } else {
            UnverifiedMark.clear(forOutput: output, target: address)
        }
        try DeployedState.save(plan.built, forOutput: output, target: address.name)
        RollbackHold.end(forOutput: output, target: address)
        lap("record")
    }

    /// The changed public URLs beside the output, then `deploy.after_command` with them on its stdin. A failure
    /// here is exit 1: the deploy stands.
    private func announce(_ plan: DeployPlan) {
        defer { lap("announce") }
        do {
            let (file, count) = try ChangedURLs.write(plan, base: request.publicURL, forOutput: output)
            (report.changedURLsFile, report.changedURLs) = (file, count)
            guard let command = request.config.afterCommand else { return }
            try AfterCommand.run(command, buildID: plan.buildID, urlsFile: file, target: address.name)
        } catch {
            report.afterSwitchFailure = error
        }
    }
}
