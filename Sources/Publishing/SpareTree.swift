import Domain
import Foundation
import Pages
#if canImport(Glibc)
import Glibc
#endif

/// The tree a build swapped out, kept (in `.pcsite/`) as the next build's starting point instead of being
/// deleted: that build then rewrites only what differs from it, rather than hard-linking every published
/// file into an empty tree (27,000 links and 17,000 folders for 10,000 contests) and deleting the old one.
/// The manifest that described it moves along; it is trusted only while its inode matches the tree's.
enum SpareTree {
    static func folder(forOutput output: String) -> String {
        SideFiles.path(forOutput: output, suffix: "spare")
    }

    static func manifestPath(forOutput output: String) -> String {
        SideFiles.path(forOutput: output, suffix: "spare-manifest")
    }

    /// Moves a trusted spare tree to `staging` and returns its manifest (read from `manifestPath` by the
    /// caller, under the run lock); an untrusted one is deleted. The manifest file is removed first, so a
    /// run killed while reshaping the tree never trusts it again.
    static func take(forOutput output: String, as staging: String, manifest: Manifest?) -> Manifest? {
        let folder = folder(forOutput: output)
        unlink(manifestPath(forOutput: output))
        guard let manifest, let inode = Manifest.inodeNumber(folder), manifest.outputInode == inode,
              rename(folder, staging) == 0 else {
            OutputStaging.removeTree(folder)
            return nil
        }
        return manifest
    }

    /// After the swap: the replaced tree becomes the spare, described by the manifest that described it
    /// as the output. Called before the new manifest is promoted over that one.
    static func keep(replacedTree: String?, forOutput output: String) {
        guard let replacedTree else { return }
        let kept = rename(Manifest.path(forOutput: output), manifestPath(forOutput: output)) == 0
            && rename(replacedTree, folder(forOutput: output)) == 0
        if !kept { OutputStaging.removeTree(replacedTree) }
    }

    /// Folders whose files in the spare equal the published ones: the same contest rendered from the same
    /// documents, templates, config and pcsite version (rendering is deterministic).
    static func reusableFolders(spare: Manifest, published: Manifest) -> Set<String> {
        guard spare.version == published.version, spare.site == published.site else { return [] }
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
