import Domain
import OutputTree
import SiteState

/// What one deploy sends and deletes: the built file list and the last deployed one, both in path order, read
/// side by side once. The sent files are rows of the built list, not copies of their paths.
public struct DeployPlan: Sendable {
    public let built: SortedFileList
    public let buildID: String
    /// The build the target's record names, nil when pcsite never deployed there (or forgot, after a rollback).
    public let deployedBuildID: String?
    /// The files the record lists: what is live.
    public let liveCount: Int
    /// The built list's rows that are new or changed, in path order; `build.json` goes after them.
    let uploadRows: [Int]
    public let deletions: [String]
    public let bytes: Int

    init(built: SortedFileList, deployed: DeployedFiles?) throws(Problem) {
        (self.built, buildID, deployedBuildID, liveCount) = (built, built.buildID, deployed?.buildID, deployed?.count ?? 0)
        if deployed?.buildID == buildID {
            (uploadRows, deletions, bytes) = ([], [], 0)
            return
        }
        var rows: [Int] = [], deletions: [String] = []
        var next = 0
        /// Where the next built file stands against `path`: before it (negative), the same, or after it.
        func nextBuilt(against path: UnsafeBufferPointer<UInt8>) -> Int {
            next < built.count ? built.files.withBytes(at: next) { PackedStrings<Int>.compare($0, path) } : 1
        }
        try deployed?.forEach { path, entry in
            var order = nextBuilt(against: path)
            while order < 0 {
                rows.append(next)
                next += 1
                order = nextBuilt(against: path)
            }
            guard order == 0 else { return deletions.append(String(decoding: path, as: UTF8.self)) }
            if built.entry(at: next) != entry { rows.append(next) }
            next += 1
        }
        rows.append(contentsOf: next..<built.count)
        (uploadRows, self.deletions) = (rows, deletions)
        bytes = rows.reduce(built.stamp.count) { $0 + built.entry(at: $1).size }
    }

    /// Nothing new: no connection, no transfer, no remote write.
    public var isNothingNew: Bool { deployedBuildID == buildID }

    /// Changed and new files with `build.json`, or none.
    public var uploadCount: Int { isNothingNew ? 0 : uploadRows.count + 1 }

    /// Every path sent, in path order, `build.json` last: for a dry run's list, made only when asked for.
    public var uploads: [String] {
        var paths: [String] = []
        forEachUpload { paths.append($0) }
        return paths
    }

    /// The paths sent, made one at a time.
    func forEachUpload<Failure: Error>(_ body: (String) throws(Failure) -> Void) throws(Failure) {
        guard !isNothingNew else { return }
        for row in uploadRows { try body(built.path(at: row)) }
        try body(SiteFileList.stampName)
    }

    /// The guards cron can trust: too many deletions, or a build far smaller than what is live, unless
    /// `--max-deletes` allows that many. Nil when the plan may go ahead.
    public func refusal(configuredMaxDeletes: Int?, override: Int?) -> String? {
        let live = liveCount
        if let override, deletions.count <= override { return nil }
        let allowed = configuredMaxDeletes ?? max(50, live / 20)
        if deletions.count > allowed {
            return "refusing to delete \(deletions.count) of \(live) live files (more than max_deletes \(allowed)); "
                + "check the build, or pass --max-deletes \(deletions.count) to allow it"
        }
        if live >= 20, built.count * 2 < live {
            return "refusing to publish \(built.count) files where \(live) are live (an empty or partial build?); "
                + "pass --max-deletes \(deletions.count) to allow it"
        }
        return nil
    }
}
