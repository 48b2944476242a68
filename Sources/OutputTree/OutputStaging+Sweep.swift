import Domain
import EveryCore
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A seeded staging tree still holds the spare's files; before the swap, everything this run neither
/// wrote nor kept goes (removed contests, dropped standings pages, a token's old join page). What stays is read
/// from the records themselves (a file written or linked, a folder kept, a folder made for them and its
/// ancestors), not from a set of every path: that took 400 bytes a contest.
extension OutputStaging {
    func sweep() {
        let keptFolders = keptFolders.withLock { $0 }
        sweep("", keptFolders: keptFolders)
    }

    private func sweep(_ relative: String, keptFolders: [Substring: Int]) {
        let folder = relative.isEmpty ? staging : "\(staging)/\(relative)"
        let entries = Self.entries(of: folder)
        @Sendable func sweepEntries(lane: Int, of lanes: Int) {
            for index in stride(from: lane, to: entries.count, by: lanes) {
                let (name, isFolder) = entries[index]
                let child = relative.isEmpty ? name : "\(relative)/\(name)"
                if isFolder {
                    if keptFolders[Substring(child)] != nil { continue }
                    let key = PathKey(child)
                    if shards.shard(for: key).state.withLock({ $0.folder(key, is: .created) }) {
                        sweep(child, keptFolders: keptFolders)
                        continue
                    }
                } else if isRecorded(child) {
                    continue
                }
                Self.removeTree("\(folder)/\(name)")
            }
        }
        // A folder of every contest's (or every join page's) folder is swept on the run's threads: at 100,000
        // contests the whole sweep took a second of one core, in every build over a published site.
        guard entries.count >= 1_024 else { return sweepEntries(lane: 0, of: 1) }
        parallel.eachLane { sweepEntries(lane: $0, of: $1) }
    }

    /// Removes a tree as `removeTree` does, a folder of a thousand entries or more in its first two levels (every
    /// contest's folder, every join page's) on `parallel`'s threads: a replaced tree no manifest describes took 4 s
    /// of one core at 100,000 contests, after the swap but before the run could end.
    @discardableResult
    public static func removeTree(_ path: String, on parallel: Parallel) -> Bool {
        removeBigFolders(in: path, levels: 2, on: parallel)
        return removeTree(path)
    }

    private static func removeBigFolders(in folder: String, levels: Int, on parallel: Parallel) {
        let entries = entries(of: folder)
        guard entries.count >= 1_024 else {
            guard levels > 1 else { return }
            for (name, isFolder) in entries where isFolder {
                removeBigFolders(in: "\(folder)/\(name)", levels: levels - 1, on: parallel)
            }
            return
        }
        parallel.eachLane { lane, lanes in
            for index in stride(from: lane, to: entries.count, by: lanes) { removeTree("\(folder)/\(entries[index].name)") }
        }
    }

    /// Names in a folder, and which are folders, read before anything in it is removed.
    private static func entries(of folder: String) -> [(name: String, isFolder: Bool)] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [(name: String, isFolder: Bool)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != ".", name != ".." else { continue }
            var type = entry.pointee.d_type
            if type == UInt8(DT_UNKNOWN) {
                var info = stat()
                type = lstat("\(folder)/\(name)", &info) == 0 && info.st_mode & S_IFMT == S_IFDIR ? UInt8(DT_DIR) : UInt8(DT_REG)
            }
            names.append((name, type == UInt8(DT_DIR)))
        }
        return names
    }
}
