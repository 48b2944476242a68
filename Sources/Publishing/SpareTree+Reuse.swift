import OutputTree
import Pages

extension SpareTree {
    /// Folders whose files in the spare equal the published ones: the same contest rendered from the same
    /// documents, templates, config and pcsite version (rendering is deterministic). Without both manifests, none.
    static func reusableFolders(spare: Manifest?, published: Manifest?) -> Set<String> {
        guard let spare, let published, spare.version == published.version, spare.site == published.site else { return [] }
        var folders: Set<String> = []
        for (id, entry) in published.contests where !entry.digest.isEmpty {
            guard let old = spare.contests[id], old.digest == entry.digest, old.templates == entry.templates,
                  old.card == entry.card else { continue }
            folders.insert(OutputPath.contestFolder(id))
            if let token = entry.joinToken, old.joinToken == token { folders.insert(OutputPath.joinFolder(token)) }
        }
        return folders
    }
}
