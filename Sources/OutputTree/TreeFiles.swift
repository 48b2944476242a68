import Domain

/// The files of a new tree with their sizes and digests, handed over one at a time each time they are asked for,
/// with how many there are and the build id they make, counted in one pass first. `StagingFiles.recordedFiles`
/// makes that pass from its file log on every core, looking each path up in the staging tables; the files it
/// hands over are logged again as they come (`kept`), so the manifest reads them back without a lookup.
public struct TreeFiles: Sendable {
    public let files: StreamedFileList
    public let count: Int
    public let buildID: String

    /// nil when `pass` says the files cannot be handed over whole, or `kept` could not take them. `pass` hands each
    /// file to `add` with the number of the lane that found it (below `lanes`; lanes run at once, each on its own).
    init?(lanes: Int, kept: ScratchFile,
          pass: (_ add: @escaping @Sendable (_ lane: Int, _ path: String, _ entry: SiteFileList.Entry) -> Void) -> Bool) {
        let tallies = (0..<max(1, lanes)).map { _ in Tally(kept: kept) }
        guard pass({ lane, path, entry in tallies[lane].add(path, entry) }) else { return nil }
        var buildID = SiteFileList.BuildID()
        for tally in tallies {
            tally.flush(over: 0)
            buildID.add(tally.buildID)
        }
        guard tallies.allSatisfy(\.keptWhole) else { return nil }
        (count, self.buildID) = (tallies.reduce(0) { $0 + $1.count }, buildID.hex)
        let end = kept.size
        files = StreamedFileList { body in
            FileLog.replay(kept, to: end) { _, path, entry in if let entry { body(path, entry) } }
        }
    }

    /// What one lane counted and logged. Each is used by one lane only, and read once every lane is done.
    private final class Tally: @unchecked Sendable {
        let kept: ScratchFile
        var count = 0
        var buildID = SiteFileList.BuildID()
        var logged = ByteWriter()
        var keptWhole = true

        init(kept: ScratchFile) {
            self.kept = kept
        }

        func add(_ path: String, _ entry: SiteFileList.Entry) {
            count += 1
            buildID.add(path, entry)
            guard keptWhole else { return }
            FileLog.append(0, path, entry, to: &logged)
            flush(over: 1 << 20)
        }

        func flush(over threshold: Int) {
            guard keptWhole, logged.bytes.count >= threshold else { return }
            keptWhole = FileLog.flush(&logged, to: kept) == 0
        }
    }

    /// A list walked from the tree.
    public init(_ list: SiteFileList) {
        (files, count, buildID) = (StreamedFileList(list.files), list.files.count, list.buildID)
    }

    /// `build.json`'s bytes (`SiteFileList.stamp`).
    public var stamp: [UInt8] { SiteFileList.stamp(buildID: buildID, fileCount: count) }
}
