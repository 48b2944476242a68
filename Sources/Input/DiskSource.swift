import Contracts
import Domain
import Foundation

/// Reads the snapshot layout of CONTRACT §2: `contests/<contest_id>/contest.json` and optional `leaderboard.json`.
public struct DiskSource: ContestSource {
    public let root: String
    public let limits: DocumentLimits

    private let files: SnapshotFiles

    public init(root: String, limits: DocumentLimits = DocumentLimits()) {
        self.root = root
        self.limits = limits
        files = SnapshotFiles(limits: limits, root: root)
    }

    private var contestsFolder: String { (root as NSString).appendingPathComponent("contests") }

    public func listContests() async throws(SourceFailure) -> [ContestReference] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw SourceFailure(Problem(source: root, message: "source folder does not exist"))
        }
        guard FileManager.default.fileExists(atPath: contestsFolder) else { return [] }
        do {
            try files.checkFolder(contestsFolder)
        } catch {
            throw SourceFailure(error)
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: contestsFolder)
        } catch {
            throw SourceFailure(Problem(source: contestsFolder, message: "cannot list folder: \(error.localizedDescription)"))
        }
        let folder = contestsFolder + "/"
        return NameOrder.sorted(names.filter { $0.utf8.first != UInt8(ascii: ".") })
            .map { ContestReference(key: $0, after: folder) }
    }

    public func signature(_ reference: ContestReference) async -> String? {
        let (contestPath, leaderboardPath) = documentPaths(reference)
        var digest = ContentDigest()
        // The files' device, inode and change time pin their content; the folder's own entry is included so
        // that a folder replaced by a symbolic link (perhaps leading outside the snapshot) is checked again.
        for path in [reference.location, contestPath, leaderboardPath] {
            guard FileMetadata.combineSignature(of: path, into: &digest) else { return nil }
        }
        return digest.hex
    }

    private func documentPaths(_ reference: ContestReference) -> (contest: String, leaderboard: String) {
        ("\(reference.location)/contest.json", "\(reference.location)/leaderboard.json")
    }

    public func loadContest(_ reference: ContestReference, unlessDigest: String?) async -> ContestLoadResult {
        let folder = reference.location
        let (contestPath, leaderboardPath) = documentPaths(reference)
        do {
            try files.checkFolder(folder)
            let contestBytes = try files.read(contestPath)
            let leaderboardBytes = try files.readIfPresent(leaderboardPath)
            var mapper = ContestMapper(expectedID: reference.key, contestSource: contestPath, leaderboardSource: leaderboardPath,
                                       maxLeaderboardCells: limits.maxLeaderboardCells)
            return mapper.map(reference: reference, contestBytes: contestBytes, leaderboardBytes: leaderboardBytes,
                              unlessDigest: unlessDigest)
        } catch {
            return .failed(reference: reference, contestID: PathSegment.isSafe(reference.key) ? reference.key : nil,
                           problems: [error])
        }
    }
}
