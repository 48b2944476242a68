import Domain
import EveryCore
import Rendering
import Synchronization

/// What the new tree holds, recorded as it is made, so `build.json` and deploy need no walk of 27,000 files
/// (a walk alone costs ~0.3 s of kernel time at 10,000 contests, most of a no-op build). Every file gets into
/// the staging tree through `write`, `keepFile` or `keep`: a written file's digest is taken from its bytes, and so
/// is that of a published file linked because it equals what was rendered (the bytes were in hand); a file linked
/// unread (`keepFile`) or a kept folder holds the published bytes, whose digests the trusted manifest lists.
/// In memory a file is its path's key and the order of its record (32 bytes); its path and digest go to the file
/// log. Held as strings, the paths and their records took 1.5 KB a contest at 100,000 contests.
final class StagingFiles: Sendable {
    struct State {
        /// The files of the shard's folders that the run put in the tree, by their path's key.
        var files = PathTable<FileRecord>()
        /// Records for the file log not yet appended to it.
        var unlogged = ByteWriter()
    }

    private let shards = StagingShards { State() }
    /// Orders writes and keeps, so that a folder kept after a write into it replaces what was written.
    private let sequence = Atomic(0)
    /// Folders carried over whole, by the sequence of their keep; keyed by substrings so that looking up a
    /// path's ancestors allocates nothing.
    private let keptFolders = Mutex<[Substring: Int]>([:])
    /// Every file record's path and digest, kept out of memory; nil for a dry run, which records nothing.
    private let fileLog: ScratchFile?
    /// Where a batch the file log could not take is recorded: it stops the build before the swap.
    private let failure: FirstFailure<Problem>

    init(fileLog: ScratchFile?, failure: FirstFailure<Problem>) {
        (self.fileLog, self.failure) = (fileLog, failure)
    }

    /// A file put in the tree; its path and digest are in the file log, under the same sequence.
    struct FileRecord {
        /// The sequence, negative for a linked file: 4 bytes, where a flag beside it took 16 (two billion writes
        /// and keeps are far beyond the 4.4 million files of a million contests).
        private let value: Int32

        init(sequence: Int, linked: Bool) {
            value = Int32(linked ? -sequence : sequence)
        }

        /// Order of the write or keep (from 1), so that a folder kept after a write into it replaces what was written.
        var sequence: Int { Int(abs(value)) }
        /// The published file, linked unread: its digest is the published list's.
        var linked: Bool { value < 0 }
    }

    /// A file written, or linked because it equals what was written: `entry` is its size and digest.
    func recordWritten(_ relativePath: String, _ entry: SiteFileList.Entry) {
        record(relativePath, entry)
    }

    /// A published file linked unread.
    func recordLinked(_ relativePath: String) {
        record(relativePath, nil)
    }

    /// A published folder carried over whole.
    func recordKept(_ relativeFolder: String) {
        let sequence = sequence.add(1, ordering: .relaxed).newValue
        keptFolders.withLock { $0[Substring(relativeFolder)] = sequence }
    }

    /// The folders carried over whole, by the sequence of their keep.
    var keptFolderSequences: [Substring: Int] { keptFolders.withLock { $0 } }

    private func record(_ relativePath: String, _ entry: SiteFileList.Entry?) {
        let sequence = sequence.add(1, ordering: .relaxed).newValue
        let key = PathKey(relativePath)
        shards.shard(forPath: relativePath).state.withLock { state in
            state.files[key] = FileRecord(sequence: sequence, linked: entry == nil)
            FileLog.append(sequence, relativePath, entry, to: &state.unlogged)
            if state.unlogged.bytes.count >= FileLog.batch { flushLog(&state.unlogged) }
        }
    }

    private func flushLog(_ unlogged: inout ByteWriter) {
        guard let fileLog else { return }
        let code = FileLog.flush(&unlogged, to: fileLog)
        if code != 0 { failure.record(.system(fileLog.folder, code: code, action: "cannot record the new site's files")) }
    }

    /// Whether the run put the file at `relativePath` in the tree.
    func isRecorded(_ relativePath: String) -> Bool {
        let key = PathKey(relativePath)
        return shards.shard(forPath: relativePath).state.withLock { $0.files[key] != nil }
    }

    /// The new tree's files with their digests, or nil when `published` (the trusted manifest's list of the
    /// published tree; nil when there is none) cannot vouch for a file this run linked unread or kept: the caller
    /// walks the tree instead. The published list is read only when some file was linked unread or some folder
    /// kept, and then once a pass, in its order. A build no manifest vouches for links only what it compared, so
    /// it lists its tree without a walk, which held every path at once (450 MB more at 100,000 contests).
    /// The files are read from the file log on every core for the build id, and logged again as they come for the
    /// manifest (`TreeFiles`), never held.
    func recordedFiles(published: StreamedFileList?, on parallel: Parallel) -> TreeFiles? {
        shards.forEach { flushLog(&$0.unlogged) }
        guard let fileLog else { return nil }
        let keptFolders = keptFolderSequences
        // Only ancestors as long as some kept folder are looked up (most paths then cost one lookup, not four).
        let keptLengths = Set(keptFolders.keys.map(\.utf8.count))
        // The latest keep among a path's ancestor folders, if any.
        @Sendable func keptSequence(_ path: String) -> Int? {
            guard !keptFolders.isEmpty else { return nil }
            var latest: Int?
            let bytes = path.utf8
            var index = bytes.endIndex
            // Bytes, not Characters: '/' is ASCII, and grapheme breaking would cost more than the lookups.
            while let slash = bytes[..<index].lastIndex(of: UInt8(ascii: "/")) {
                if keptLengths.contains(bytes.distance(from: bytes.startIndex, to: slash)),
                   let sequence = keptFolders[path[..<slash]] {
                    latest = max(latest ?? 0, sequence)
                }
                index = slash
            }
            return latest
        }
        @Sendable func recorded(_ path: String) -> FileRecord? {
            let key = PathKey(path)
            return shards.shard(forPath: path).state.withLock { $0.files[key] }
        }
        let end = fileLog.size
        /// The log read on the run's threads, then the published list where it vouches for files.
        func pass(_ body: @escaping @Sendable (_ lane: Int, String, SiteFileList.Entry) -> Void) -> Bool {
            /// Files linked as published, not replaced by a later keep: their entries are the published list's.
            let linked = Atomic(0)
            let logged = FileLog.replay(fileLog, to: end, on: parallel) { lane, sequence, path, entry in
                guard path != SiteFileList.stampName, recorded(path)?.sequence == sequence else { return }
                if let kept = keptSequence(path), kept > sequence { return }
                if let entry { body(lane, path, entry) } else { linked.add(1, ordering: .relaxed) }
            }
            guard logged else { return false }
            let linkedCount = linked.load(ordering: .relaxed)
            guard linkedCount > 0 || !keptFolders.isEmpty else { return true }
            guard let published else { return false }
            var vouched = 0
            let complete = published.forEach { path, entry in
                guard path != SiteFileList.stampName else { return }
                let kept = keptSequence(path)
                if let record = recorded(path), kept.map({ record.sequence > $0 }) ?? true {
                    guard record.linked else { return }
                    body(0, path, entry)
                    vouched += 1
                } else if kept != nil {
                    body(0, path, entry)
                }
            }
            return complete && vouched == linkedCount
        }
        // Where the list cannot be kept, the tree is walked instead (as for a list nothing vouches for).
        guard let kept = try? ScratchFile(in: fileLog.folder, for: "the list of the new site's files") else { return nil }
        return TreeFiles(lanes: parallel.threads, kept: kept) { add in pass(add) }
    }
}
