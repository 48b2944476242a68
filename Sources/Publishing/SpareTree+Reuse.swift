import OutputTree
import Pages

extension SpareTree {
    /// The spare tree's manifest, read entry by entry without being kept: the inode of the tree it describes, and
    /// its folders whose files equal the published ones — the same contest rendered from the same documents,
    /// templates, config and pcsite version (rendering is deterministic). Without both manifests, no folders.
    static func reuse(forOutput output: String, published: PreviousManifest?) -> (inode: UInt64?, folders: Set<PathKey>) {
        let read: (inode: UInt64?, folders: Set<PathKey>)? = ByteReader.reading(manifestPath(forOutput: output)) { reader in
            guard let header = try? Manifest.Header(from: &reader) else { return nil }
            let spare = header.manifest
            guard let published, spare.version == published.version, spare.site == published.site else {
                return (spare.outputInode, [])
            }
            var folders: Set<PathKey> = []
            let complete = try? header.decodeEntries(from: &reader) { id, old in
                guard let entry = published.entry(id), !entry.digest.isEmpty, old.digest == entry.digest,
                      old.templates == entry.templates, old.card == entry.card else { return true }
                folders.insert(PathKey(OutputPath.contestFolder(id)))
                if let token = entry.joinToken, old.joinToken == token { folders.insert(PathKey(OutputPath.joinFolder(token))) }
                return true
            }
            // A damaged manifest vouches for nothing: the tree is not taken.
            return complete == true ? (spare.outputInode, folders) : nil
        }
        return read ?? (nil, [])
    }
}
