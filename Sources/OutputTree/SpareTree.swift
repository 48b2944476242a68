import EveryCore
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The tree a build swapped out, kept (in `.pcsite/`) as the next build's starting point instead of being
/// deleted: that build then rewrites only what differs from it, rather than hard-linking every published
/// file into an empty tree (27,000 links and 17,000 folders for 10,000 contests) and deleting the old one.
/// The manifest that described it moves along; it is trusted only while its inode matches the tree's.
public enum SpareTree {
    public static func folder(forOutput output: String) -> String {
        SideFiles.path(forOutput: output, suffix: "spare")
    }

    public static func manifestPath(forOutput output: String) -> String {
        SideFiles.path(forOutput: output, suffix: "spare-manifest")
    }

    /// Moves a trusted spare tree to `staging` and says whether it did: `describedInode` is the inode its manifest
    /// (read from `manifestPath` by the caller, under the run lock) describes; an untrusted tree is deleted. The
    /// manifest file is removed first, so a run killed while reshaping the tree never trusts it again.
    static func take(forOutput output: String, as staging: String, describedInode: UInt64?, on parallel: Parallel) -> Bool {
        let folder = folder(forOutput: output)
        unlink(manifestPath(forOutput: output))
        guard let describedInode, let inode = Inode.number(folder), describedInode == inode,
              rename(folder, staging) == 0 else {
            TreeRemoval.remove(folder, on: parallel)
            return false
        }
        return true
    }

    /// After the swap: the replaced tree becomes the spare, described by the manifest that described it
    /// as the output (`manifest`, its path); a tree that cannot be kept is removed on `parallel`'s threads. Called before the new manifest is promoted over that one.
    public static func keep(replacedTree: String?, forOutput output: String, manifest: String, on parallel: Parallel) {
        guard let replacedTree else { return }
        let kept = rename(manifest, manifestPath(forOutput: output)) == 0
            && rename(replacedTree, folder(forOutput: output)) == 0
        if !kept { TreeRemoval.remove(replacedTree, on: parallel) }
    }
}
