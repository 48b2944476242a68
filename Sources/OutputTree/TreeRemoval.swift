import CPlatform
import EveryCore
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Removing a tree: a staging tree thrown away, a replaced tree no spare keeps, a run's leftovers. A tree left
/// behind is harmless (the next locked run removes it), so failures are ignored.
public enum TreeRemoval {
    @discardableResult
    public static func remove(_ path: String) -> Bool {
        if pcsite_remove_tree(path) == 0 { return true }
        if errno == ENOENT { return true }
        return (try? FileManager.default.removeItem(atPath: path)) != nil
    }

    /// Removes a tree as `remove` does, a folder of a thousand entries or more in its first two levels (every
    /// contest's folder, every join page's) on `parallel`'s threads: a replaced tree no manifest describes took 4 s
    /// of one core at 100,000 contests, after the swap but before the run could end.
    @discardableResult
    public static func remove(_ path: String, on parallel: Parallel) -> Bool {
        removeBigFolders(in: path, levels: 2, on: parallel)
        return remove(path)
    }

    private static func removeBigFolders(in folder: String, levels: Int, on parallel: Parallel) {
        let entries = FileCalls.entries(of: folder)
        guard entries.count >= 1_024 else {
            guard levels > 1 else { return }
            for (name, isFolder) in entries where isFolder {
                removeBigFolders(in: "\(folder)/\(name)", levels: levels - 1, on: parallel)
            }
            return
        }
        parallel.eachLane { lane, lanes in
            for index in stride(from: lane, to: entries.count, by: lanes) { remove("\(folder)/\(entries[index].name)") }
        }
    }
}
