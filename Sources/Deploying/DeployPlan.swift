import Domain
import OutputTree

/// What one deploy sends and deletes, computed once from the built file list and the last deployed one.
public struct DeployPlan: Sendable {
    public let built: SiteFileList
    public let buildID: String
    /// The target's record, nil when pcsite never deployed there (or forgot, after a rollback).
    public let deployed: DeployedState?
    /// Changed and new files, `build.json` last when anything changed.
    public let uploads: [String]
    public let deletions: [String]
    public let bytes: Int

    public init(built: SiteFileList, deployed: DeployedState?) {
        self.built = built
        self.deployed = deployed
        buildID = built.buildID
        if let deployed, deployed.buildID == buildID {
            (uploads, deletions, bytes) = ([], [], 0)
            return
        }
        var uploads = built.files.filter { deployed?.files[$0.key] != $0.value }.keys.sorted()
        uploads.append(SiteFileList.stampName)
        self.uploads = uploads
        deletions = deployed.map { old in old.files.keys.filter { built.files[$0] == nil }.sorted() } ?? []
        bytes = uploads.reduce(0) { $0 + (built.files[$1]?.size ?? built.stamp.count) }
    }

    /// Nothing new: no connection, no transfer, no remote write.
    public var isNothingNew: Bool { deployed?.buildID == buildID }

    /// The guards cron can trust: too many deletions, or a build far smaller than what is live, unless
    /// `--max-deletes` allows that many. Nil when the plan may go ahead.
    public func refusal(configuredMaxDeletes: Int?, override: Int?) -> String? {
        let live = deployed?.files.count ?? 0
        if let override, deletions.count <= override { return nil }
        let allowed = configuredMaxDeletes ?? max(50, live / 20)
        if deletions.count > allowed {
            return "refusing to delete \(deletions.count) of \(live) live files (more than max_deletes \(allowed)); "
                + "check the build, or pass --max-deletes \(deletions.count) to allow it"
        }
        if live >= 20, built.files.count * 2 < live {
            return "refusing to publish \(built.files.count) files where \(live) are live (an empty or partial build?); "
                + "pass --max-deletes \(deletions.count) to allow it"
        }
        return nil
    }
}
