import Synchronization

/// State of the staging tree split by folder, so that workers writing different contests take different locks.
/// With one lock for the whole tree, taken several times for every file, 16 threads spent a third of their
/// samples waiting on it (issue 32); a contest's files share a folder, so one worker's writes stay on one shard
/// while the others use theirs. A folder's own state and that of the files in it are on the same shard.
struct StagingShards<State>: Sendable {
    final class Shard: Sendable {
        let state: Mutex<State>

        init(_ state: sending State) {
            self.state = Mutex(state)
        }
    }

    /// Several times the threads a host may run, so that two of them rarely share a shard.
    private static var count: Int { 256 }
    private let shards: [Shard]

    init(_ make: () -> sending State) {
        shards = (0..<Self.count).map { _ in Shard(make()) }
    }

    /// The shard of a folder, by its path's key.
    func shard(for folder: PathKey) -> Shard {
        shards[Int(folder.fnv % UInt64(Self.count))]
    }

    /// The shard of the folder that holds the file at `path`.
    func shard(forPath path: String) -> Shard {
        shards[Int(PathKey.fnv(Self.folder(of: path)) % UInt64(Self.count))]
    }

    /// `a/b/c.html` → `a/b`; a file at the top → the empty string.
    static func folder(of path: String) -> Substring {
        let bytes = path.utf8
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return path[path.startIndex..<path.startIndex] }
        return path[..<slash]
    }

    /// Every shard's state in turn, each under its own lock.
    func forEach(_ body: (inout State) -> Void) {
        for shard in shards { shard.state.withLock { body(&$0) } }
    }
}
