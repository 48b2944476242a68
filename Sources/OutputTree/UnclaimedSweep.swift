import EveryCore

/// A seeded staging tree still holds the spare's files; before the swap, everything this run neither
/// wrote nor kept goes (removed contests, dropped standings pages, a token's old join page). What stays is read
/// from the records themselves (a file written or linked, a folder kept, a folder made for them and its
/// ancestors), not from a set of every path: that took 400 bytes a contest.
struct UnclaimedSweep: Sendable {
    let folders: StagingFolders
    let files: StagingFiles
    let parallel: Parallel

    func run() {
        sweep("", keptFolders: files.keptFolderSequences)
    }

    private func sweep(_ relative: String, keptFolders: [Substring: Int]) {
        let folder = relative.isEmpty ? folders.staging : "\(folders.staging)/\(relative)"
        let entries = FileCalls.entries(of: folder)
        @Sendable func sweepEntries(lane: Int, of lanes: Int) {
            for index in stride(from: lane, to: entries.count, by: lanes) {
                let (name, isFolder) = entries[index]
                let child = relative.isEmpty ? name : "\(relative)/\(name)"
                if isFolder {
                    if keptFolders[Substring(child)] != nil { continue }
                    if folders.folder(PathKey(child), is: .created) {
                        sweep(child, keptFolders: keptFolders)
                        continue
                    }
                } else if files.isRecorded(child) {
                    continue
                }
                TreeRemoval.remove("\(folder)/\(name)")
            }
        }
        // A folder of every contest's (or every join page's) folder is swept on the run's threads: at 100,000
        // contests the whole sweep took a second of one core, in every build over a published site.
        guard entries.count >= 1_024 else { return sweepEntries(lane: 0, of: 1) }
        parallel.eachLane { sweepEntries(lane: $0, of: $1) }
    }
}
