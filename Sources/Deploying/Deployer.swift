import Domain
import Foundation
import OutputTree
import Publishing
import SiteState

/// `pcsite deploy`: parses the target and hands the run to `DeployRun`, whose paths (deploy, rollback, drift
/// check) are lists of named steps.
public enum Deployer {
    public static func run(_ request: DeployRequest) async -> DeployReport {
        let address: TargetAddress
        do {
            address = try TargetAddress(request.target)
        } catch {
            var report = DeployReport()
            (report.target, report.failure) = (request.target, error)
            return report
        }
        let run = DeployRun(request, address: address, target: makeTarget(address, request))
        await run.perform()
        return run.report
    }

    /// The output's files, checked against its `build.json`: a deploy sends only a complete build.
    static func readBuild(_ output: String, walk: Bool) throws(Problem) -> SortedFileList {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: output, isDirectory: &isFolder), isFolder.boolValue else {
            throw Problem(source: output, message: "no built site here; run pcsite build first")
        }
        // Unless `walk`, the build's own list of what it published (no walk of 27,000 files) when its manifest
        // vouches for the folder, as the incremental build trusts it; otherwise the folder is walked, digests
        // cached beside it. `deploy --verify` compares every file with the host.
        let list: SortedFileList
        if !walk, let files = Manifest.trustedFiles(forOutput: output) {
            list = files
        } else {
            list = try SortedFileList.scan(output: output)
        }
        let stamp = FileManager.default.contents(atPath: (output as NSString).appendingPathComponent(SiteFileList.stampName))
        guard let stamp, [UInt8](stamp) == list.stamp else {
            throw Problem(source: "\(output)/\(SiteFileList.stampName)",
                               message: "missing or does not match the files (an interrupted or hand-edited build); run pcsite build first")
        }
        return list
    }

    static func makeTarget(_ address: TargetAddress, _ request: DeployRequest) -> any DeployTarget {
        let keep = request.config.keepReleases
        let scratch = SideFiles.path(forOutput: request.output, suffix: "deploy")
        switch address {
        case let .file(path):
            return ReleaseTarget(shell: HostShell(ssh: nil, destination: "", port: nil, targetName: address.name),
                                 root: path, keepReleases: keep, scratch: scratch)
        case let .ssh(user, host, port, path):
            let ssh = request.config.sshCommand.split(separator: " ").map(String.init)
            return ReleaseTarget(shell: HostShell(ssh: ssh, destination: user.map { "\($0)@\(host)" } ?? host, port: port,
                                                  targetName: address.name),
                                 root: path, keepReleases: keep, scratch: scratch)
        case let .rclone(remote):
            return RcloneTarget(remote: remote, targetName: address.name, headers: request.config,
                                scratch: scratch)
        }
    }
}
