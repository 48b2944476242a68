import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The folders of the staging tree and what this run did with each (`FolderMarks`): made before a file is
/// written into them, once, under their shard's lock, so that no worker goes on to write into a folder another
/// is still creating. The sweep keeps what is marked made; `OutputStaging.keep` re-links a folder marked touched.
final class StagingFolders: Sendable {
    let staging: String
    /// The staging tree started as the spare: a name may hold a file where this run needs a folder.
    let seeded: Bool
    /// One table a shard, 17 bytes a folder, where a set for each mark took 32.
    private let shards = StagingShards { PathTable<FolderMarks>() }

    init(staging: String, seeded: Bool) {
        (self.staging, self.seeded) = (staging, seeded)
    }

    /// Makes the folder that holds `relativePath` (and its parents), once a run; `touching`: a file is about to be
    /// written there. Returns the folder and the errno when it could not be made.
    func prepare(for relativePath: String, touching: Bool) -> (folder: String, code: Int32)? {
        let folder = (relativePath as NSString).deletingLastPathComponent
        guard !folder.isEmpty else { return nil }
        let path = "\(staging)/\(folder)"
        var (newlyTouched, newlyCreated) = (false, false)
        let key = PathKey(folder)
        let code = shards.shard(for: key).state.withLock { marks -> Int32 in
            if touching { newlyTouched = marks.insert(.touched, at: key) }
            guard marks.insert(.created, at: key) else { return 0 }
            newlyCreated = true
            // Parents usually exist already; one mkdir is far cheaper than FileManager's walk up the path.
            if mkdir(path, 0o755) == 0 { return 0 }
            if errno == EEXIST {
                // A seeded tree may hold a file where this run needs a folder.
                var info = stat()
                guard seeded, lstat(path, &info) == 0, info.st_mode & S_IFMT != S_IFDIR else { return 0 }
                TreeRemoval.remove(path)
                if mkdir(path, 0o755) == 0 { return 0 }
            }
            let code = FileCalls.makeFolders(path)
            if code != 0 { marks[key]?.remove(.created) }
            return code
        }
        guard code == 0 else { return (folder, code) }
        if newlyTouched { markAncestors(of: folder, .touched) }
        // A folder that exists has folders for ancestors: they need no mkdir, and the sweep keeps them.
        if newlyCreated { markAncestors(of: folder, .created) }
        return nil
    }

    /// Once one ancestor is marked, all of its own ancestors are too.
    func markAncestors(of folder: String, _ mark: FolderMarks) {
        var current = Substring(folder)
        while let slash = current.lastIndex(of: "/") {
            current = current[..<slash]
            let ancestor = PathKey(current)
            guard shards.shard(for: ancestor).state.withLock({ $0.insert(mark, at: ancestor) }) else { return }
        }
    }

    func folder(_ key: PathKey, is mark: FolderMarks) -> Bool {
        shards.shard(for: key).state.withLock { $0[key]?.contains(mark) ?? false }
    }
}

/// What a run did with a folder of the staging tree.
struct FolderMarks: OptionSet, Sendable {
    let rawValue: UInt8

    /// Made (or found) for what this run put in the tree, or an ancestor of one: what the sweep keeps.
    static let created = FolderMarks(rawValue: 1)
    /// This run wrote a file into it, or into a folder under it: see `OutputStaging.keep`.
    static let touched = FolderMarks(rawValue: 2)
}

extension PathTable<FolderMarks> {
    /// Marks the folder; false when it was marked so already.
    mutating func insert(_ mark: FolderMarks, at key: PathKey) -> Bool {
        self[key, default: []].insert(mark).inserted
    }
}
