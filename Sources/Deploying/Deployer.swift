import Domain
import Foundation
import OutputTree
import Publishing

/// `pcsite deploy` as a list of named steps: lock → read the build → plan → guard → send → switch → record → verify.
public enum Deployer {
    public static func run(_ request: DeployRequest) async -> DeployReport {
        let clock = ContinuousClock.now
        var report = DeployReport()
        report.target = request.target
        do {
            let address = try TargetAddress(request.target)
            report.target = address.name
            try await deploy(request, to: address, report: &report)
        } catch let busy as RunLock.Busy {
            report.busy = busy.problem
        } catch let problem as BuildProblem {
            report.failure = problem
        } catch {
            report.failure = BuildProblem(source: report.target, message: "\(error)")
        }
        let elapsed = ContinuousClock.now - clock
        report.seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return report
    }

    private static func deploy(_ request: DeployRequest, to address: TargetAddress, report: inout DeployReport) async throws {
        let targetLock = try DeployLock.acquire(forOutput: request.output, target: address, wait: request.waitForLock)
        defer { withExtendedLifetime(targetLock) {} }
        let target = makeTarget(address, request)
        if request.rollback {
            report.rolledBackTo = try target.rollback()
            DeployedState.forget(forOutput: request.output, target: address)
            return
        }
        // A build swapping the output mid-upload would mix two builds: the output's run lock is held throughout.
        let outputLock = try RunLock.acquire(forOutput: request.output, wait: request.waitForLock)
        defer { withExtendedLifetime(outputLock) {} }
        // build.json goes live with the files it names (it is written before the swap), so the same id as the last
        // deploy means nothing new: no list is read, no connection made.
        if !request.verifyRemote, let id = SiteFileList.stampedBuildID(ofOutput: request.output),
           id == DeployedState.buildID(forOutput: request.output, target: address) {
            report.buildID = id
            report.nothingNew = true
            return
        }
        let deployed = DeployedState.load(forOutput: request.output, target: address)
        // A first deploy sends every file, so it reads every file; later ones trust the build's own list.
        let built = try readBuild(request.output, walk: deployed == nil)
        report.buildID = built.buildID
        if request.verifyRemote {
            let drift = try target.differences(from: request.output)
            report.drift = drift
            if !drift.isEmpty {
                throw BuildProblem(source: address.name, message: "\(drift.count) files differ from the output; run pcsite deploy to repair")
            }
            return
        }
        let plan = DeployPlan(built: built, deployed: deployed)
        if plan.isNothingNew {
            report.nothingNew = true
            return
        }
        if let refusal = plan.refusal(configuredMaxDeletes: request.config.maxDeletes, override: request.maxDeletes) {
            throw BuildProblem(source: address.name, message: refusal)
        }
        (report.filesSent, report.bytesSent, report.deleted) = (plan.uploads.count, plan.bytes, plan.deletions.count)
        if request.dryRun {
            report.dryRun = true
            return
        }
        if case .rclone = address {} else { NginxSnippet.write(request.config, forOutput: request.output) }
        let result = try target.publish(plan, from: request.output)
        (report.bytesSent, report.release, report.switchMilliseconds) = (result.bytesSent, result.release, result.switchMilliseconds)
        try DeployedState(buildID: plan.buildID, files: built.files).save(forOutput: request.output, target: address)
        if let verifyURL = request.config.verifyURL {
            do {
                try await BuildVerifier.check(verifyURL, buildID: plan.buildID)
                report.verification = "verified"
            } catch {
                report.verification = "failed"
                throw error
            }
        }
    }

    /// The output's files, checked against its `build.json`: a deploy sends only a complete build.
    static func readBuild(_ output: String, walk: Bool) throws(BuildProblem) -> SiteFileList {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: output, isDirectory: &isFolder), isFolder.boolValue else {
            throw BuildProblem(source: output, message: "no built site here; run pcsite build first")
        }
        // Unless `walk`, the build's own list of what it published (no walk of 27,000 files) when its manifest
        // vouches for the folder, as the incremental build trusts it; otherwise the folder is walked, digests
        // cached beside it. `deploy --verify` compares every file with the host.
        let (manifest, trusted) = Manifest.load(forOutput: output, repair: false)
        let list: SiteFileList
        if !walk, trusted, let files = manifest.files {
            list = SiteFileList(files: files)
        } else {
            list = try SiteFileList.scan(output: output)
        }
        let stamp = FileManager.default.contents(atPath: (output as NSString).appendingPathComponent(SiteFileList.stampName))
        guard let stamp, [UInt8](stamp) == list.stamp else {
            throw BuildProblem(source: "\(output)/\(SiteFileList.stampName)",
                               message: "missing or does not match the files (an interrupted or hand-edited build); run pcsite build first")
        }
        return list
    }

    static func makeTarget(_ address: TargetAddress, _ request: DeployRequest) -> any DeployTarget {
        let keep = request.config.keepReleases
        switch address {
        case let .file(path):
            return ReleaseTarget(shell: HostShell(ssh: nil, destination: "", port: nil, targetName: address.name),
                                 root: path, keepReleases: keep)
        case let .ssh(user, host, port, path):
            let ssh = request.config.sshCommand.split(separator: " ").map(String.init)
            return ReleaseTarget(shell: HostShell(ssh: ssh, destination: user.map { "\($0)@\(host)" } ?? host, port: port,
                                                  targetName: address.name),
                                 root: path, keepReleases: keep)
        case let .rclone(remote):
            return RcloneTarget(remote: remote, targetName: address.name, headers: request.config,
                                scratch: SideFiles.path(forOutput: request.output, suffix: "deploy"))
        }
    }
}
