import Domain
import EveryCore
import OutputTree
import Pages
import SiteState

extension SpareTree {
    /// The spare tree's manifest, read entry by entry without being kept: the inode of the tree it describes, and
    /// its folders whose files equal the published ones — the same contest rendered from the same documents,
    /// templates, config and pcsite version (rendering is deterministic). Without both manifests, no folders.
    /// One walk finds where each entry is, making no string; the entries are then compared on `parallel`'s threads (one
    /// after another they were most of a full build's planning, on one core, at 100,000 contests).
    static func reuse(forOutput output: String, published: PublishedManifest?,
                      on parallel: Parallel) -> (inode: UInt64?, folders: Set<PathKey>) {
        let read: (inode: UInt64?, folders: Set<PathKey>)? = OpenFile(manifestPath(forOutput: output)).flatMap { file in
            var reader = file.reader()
            guard let header = try? Manifest.Header(from: &reader) else { return nil }
            let spare = header.manifest
            guard let published, spare.version == published.version, spare.site == published.site else {
                return (spare.outputInode, [])
            }
            var walked: [Range<Int>] = []
            walked.reserveCapacity(header.count)
            // A damaged manifest vouches for nothing: the tree is not taken.
            guard (try? header.walkEntries(from: &reader, { _, place in walked.append(place) })) != nil else { return nil }
            let places = walked
            var folders = Set<PathKey>()
            var damaged = false
            parallel.inBatches(of: places.count, batch: 4_096, { range -> [PathKey]? in
                var found: [PathKey] = []
                for place in places[range] {
                    guard let (idBytes, old) = try? Manifest.Header.outline(at: place, in: file) else { return nil }
                    guard let entry = published.outline(idBytes), entry.rendersSamePages(as: old) else { continue }
                    let id = String(decoding: idBytes, as: UTF8.self)
                    found.append(PathKey(OutputPath.contestFolder(id)))
                    if let token = entry.joinToken, old.joinToken == token {
                        found.append(PathKey(OutputPath.joinFolder(String(decoding: token, as: UTF8.self))))
                    }
                }
                return found
            }, use: { batch in
                if let batch { folders.formUnion(batch) } else { damaged = true }
            })
            guard !damaged else { return nil }
            return (spare.outputInode, folders)
        }
        return read ?? (nil, [])
    }
}
