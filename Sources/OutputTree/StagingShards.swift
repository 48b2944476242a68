import Synchronization

/// What the staging tree knows of its folders and files, split by folder so that workers writing different
/// contests take different locks. With one lock for the whole tree, taken several times for every file,
/// 16 threads spent a third of their samples waiting on it (issue 32); a contest's files share a folder,
/// so one worker's writes stay on one shard while the others use theirs.
struct StagingShards: Sendable {
    final class Shard: Sendable {
        struct State {
            /// The folders this run made or wrote into (`FolderMarks`): one table, 17 bytes a folder, where a set
            /// for each took 32.
            var folders = PathTable<FolderMarks>()
            /// The files of the folders of this shard that the run put in the tree, by their path's key; their paths
            /// and digests are in the file log (`OutputStaging.FileLog`).
            var files = PathTable<OutputStaging.FileRecord>()
            /// Records for the file log not yet appended to it.
            var unlogged: [UInt8] = []
        }

        let state = Mutex(State())
    }

    /// Several times the threads a host may run, so that two of them rarely share a shard.
    private static let count = 256
    private let shards: [Shard] = (0..<count).map { _ in Shard() }

    func shard(for key: PathKey) -> Shard {
        shards[Int(key.fnv % UInt64(Self.count))]
    }

    func shard(forFolder folder: some StringProtocol) -> Shard {
        shards[Int(PathKey.fnv(folder) % UInt64(Self.count))]
    }

    func shard(forPath path: String) -> Shard {
        shard(forFolder: Self.folder(of: path))
    }

    /// `a/b/c.html` → `a/b`; a file at the top → the empty string.
    static func folder(of path: String) -> Substring {
        let bytes = path.utf8
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return path[path.startIndex..<path.startIndex] }
        return path[..<slash]
    }

    /// Every shard's state in turn, each under its own lock.
    func forEach(_ body: (inout Shard.State) -> Void) {
        for shard in shards { shard.state.withLock { body(&$0) } }
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

extension StagingShards.Shard.State {
    func folder(_ key: PathKey, is mark: FolderMarks) -> Bool {
        folders[key]?.contains(mark) ?? false
    }

    /// Marks the folder; false when it was marked so already.
    mutating func mark(_ key: PathKey, _ mark: FolderMarks) -> Bool {
        folders[key, default: []].insert(mark).inserted
    }
}
