import Domain
import Rendering

/// What the new tree holds, recorded as it is made, so `build.json` and deploy need no walk of 27,000 files
/// (a walk alone costs ~0.3 s of kernel time at 10,000 contests, most of a no-op build). Every file gets into
/// the staging tree through `write`, `keepFile` or `keep`: a written file's digest is taken from its bytes; a
/// linked file or a kept folder holds the published bytes, whose digests the trusted manifest lists.
extension OutputStaging {
    struct FileRecord {
        /// Order of the write or keep, so that a folder kept after a write into it replaces what was written.
        var sequence: Int
        /// nil: the published file, linked as it is.
        var entry: SiteFileList.Entry?
    }

    func recordWritten(_ relativePath: String, _ rendered: Rendered) {
        recordWritten(relativePath, SiteFileList.Entry(size: rendered.count, value: Self.digest(of: rendered)))
    }

    func recordWritten(_ relativePath: String, _ entry: SiteFileList.Entry) {
        record(relativePath, entry)
    }

    func recordLinked(_ relativePath: String) {
        record(relativePath, nil)
    }

    func recordKept(_ relativeFolder: String) {
        let sequence = sequence.add(1, ordering: .relaxed).newValue
        keptFolders.withLock { $0[Substring(relativeFolder)] = sequence }
        // A spare's folder kept where it is was never made by this run: the sweep must still find its way to it.
        markAncestors(of: relativeFolder, in: \.createdFolders)
    }

    private func record(_ relativePath: String, _ entry: SiteFileList.Entry?) {
        let sequence = sequence.add(1, ordering: .relaxed).newValue
        shards.shard(forPath: relativePath).state.withLock { $0.files[relativePath] = FileRecord(sequence: sequence, entry: entry) }
    }

    /// The new tree's files with their digests, or nil when `published` (the trusted manifest's list of the
    /// published tree) cannot vouch for a file this run linked or kept: the caller walks the tree instead. The
    /// published list is read only when some file was linked or some folder kept, and then once, in its order.
    /// Takes the records: the list holds their paths (a linked file's too, not the published list's copy of it),
    /// and they are let go as it is made. Once swept, nothing else reads them.
    func takeRecordedFileList(published: PublishedFiles?) -> SiteFileList? {
        guard let published else {
            shards.forEach { $0.files = [:] }
            return nil
        }
        let keptFolders = keptFolders.withLock { $0 }
        // Only ancestors as long as some kept folder are looked up (most paths then cost one lookup, not four).
        let keptLengths = Set(keptFolders.keys.map(\.utf8.count))
        // The latest keep among a path's ancestor folders, if any.
        func keptSequence(_ path: String) -> Int? {
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
        var recorded = 0
        shards.forEach { recorded += $0.files.count }
        var files: [String: SiteFileList.Entry] = [:]
        files.reserveCapacity(recorded)
        /// Files linked as published, not replaced by a later keep: their entries are the published list's.
        var linked = 0
        shards.forEach { shard in
            for (path, record) in shard.files where path != SiteFileList.stampName {
                if let kept = keptSequence(path), kept > record.sequence { continue }
                if let entry = record.entry { files[path] = entry } else { linked += 1 }
            }
        }
        guard linked > 0 || !keptFolders.isEmpty else { return SiteFileList(files: files) }
        var vouched = 0
        let complete = published.forEach { path, entry in
            guard path != SiteFileList.stampName else { return }
            let kept = keptSequence(path)
            let recorded = shards.shard(forPath: path).state.withLock { state in
                state.files.index(forKey: path).map { state.files[$0] }
            }
            if let (recordedPath, record) = recorded, kept.map({ record.sequence > $0 }) ?? true {
                guard record.entry == nil else { return }
                files[recordedPath] = entry
                vouched += 1
            } else if kept != nil {
                files[path] = entry
            }
        }
        shards.forEach { $0.files = [:] }
        guard complete, vouched == linked else { return nil }
        return SiteFileList(files: files)
    }

    /// The digest `SiteFileList.scan` takes of the file's bytes, in one piece.
    public static func digest(of rendered: Rendered) -> UInt64 {
        var digest = ContentDigest()
        digest.combine(joined: rendered.chunks)
        return digest.value
    }
}
