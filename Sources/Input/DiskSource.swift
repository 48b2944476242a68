import Contracts
import Domain
import EveryCore
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

    public func listContests(on parallel: Parallel) async throws(SourceFailure) -> [ContestReference] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw SourceFailure(Problem(source: root, message: "source folder does not exist"))
        }
        guard FileManager.default.fileExists(atPath: contestsFolder) else { return [] }
        do {
            try files.checkFolder(.init(contestsFolder))
        } catch {
            throw SourceFailure(error)
        }
        // The folder stays open with the listing: each contest's documents are then found from it by name.
        let descriptor = open(contestsFolder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw SourceFailure(.system(contestsFolder, code: errno, action: "cannot list the folder")) }
        // Each batch of names is signed on other cores while the kernel lists the next (one thread reads a folder).
        let signing = ListingSignatures(helpers: parallel.threads - 1) { name in Self.signature(of: name, from: descriptor) }
        guard var names = FolderNames.read(descriptor, handing: signing.take) else {
            let failure = errno
            _ = signing.finish()
            close(descriptor)
            throw SourceFailure(.system(contestsFolder, code: failure, action: "cannot list the folder"))
        }
        let prefix = ContestReference.Prefix(folder: contestsFolder + "/", descriptor: descriptor, signatures: signing.finish())
        // Each name moves into its reference: sorted order visits the names at random, and copying one would touch
        // its storage once more (a cache miss a contest, on one core).
        return NameOrder.order(names, on: parallel).map { slot in
            ContestReference(key: exchange(&names[slot], with: ""), after: prefix, slot: slot)
        }
    }

    public func signature(_ reference: ContestReference) async -> String? {
        if let listed = reference.listedSignature { return ContentDigest.hex(listed) }
        let (path, folder) = reference.listedFolder.map { (reference.key, $0) } ?? (reference.location, AT_FDCWD)
        return Self.signature(of: path, from: folder).map(ContentDigest.hex)
    }

    /// The files' device, inode and change time pin their content; the folder's own entry is included so that a
    /// folder replaced by a symbolic link (perhaps leading outside the snapshot) is checked again.
    private static func signature(of path: String, from folder: Int32) -> UInt64? {
        var digest = ContentDigest()
        guard FileMetadata.combineSignature(of: path, from: folder, into: &digest),
              FileMetadata.combineSignature(of: path, then: Self.contestFile, from: folder, into: &digest),
              FileMetadata.combineSignature(of: path, then: Self.leaderboardFile, from: folder, into: &digest) else {
            return nil
        }
        return digest.value
    }

    /// Found from the listing's open folder when the reference has one.
    private func location(_ reference: ContestReference, _ suffix: StaticString, path: String) -> SnapshotFiles.Location {
        guard let folder = reference.listedFolder else { return .init(path) }
        return .init(path, from: folder, name: "\(reference.key)\(suffix)")
    }

    private static let contestFile: StaticString = "/contest.json"
    private static let leaderboardFile: StaticString = "/leaderboard.json"

    private func documentPaths(_ reference: ContestReference) -> (contest: String, leaderboard: String) {
        ("\(reference.location)\(Self.contestFile)", "\(reference.location)\(Self.leaderboardFile)")
    }

    public func loadContest(_ reference: ContestReference, unlessDigest: String?, on parallel: Parallel) async -> ContestLoadResult {
        let (contestPath, leaderboardPath) = documentPaths(reference)
        do {
            try files.checkFolder(location(reference, "", path: reference.location))
            let contestBytes = try files.read(location(reference, Self.contestFile, path: contestPath))
            let leaderboardBytes = try files.readIfPresent(location(reference, Self.leaderboardFile, path: leaderboardPath))
            var mapper = ContestMapper(expectedID: reference.key, contestSource: contestPath, leaderboardSource: leaderboardPath,
                                       maxLeaderboardCells: limits.maxLeaderboardCells, parallel: parallel)
            return mapper.map(reference: reference, contestBytes: contestBytes, leaderboardBytes: leaderboardBytes,
                              unlessDigest: unlessDigest)
        } catch {
            return .failed(reference: reference, contestID: PathSegment.isSafe(reference.key) ? reference.key : nil,
                           problems: [error])
        }
    }
}
