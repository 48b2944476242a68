import Domain

/// The files of a new tree with their sizes and digests, handed over one at a time each time they are asked for,
/// with how many there are and the build id they make, counted in one pass first. `OutputStaging.recordedFiles`
/// makes that pass from its file log, looking each path up in the staging tables; the files it hands over are
/// logged again as they come (`kept`), so the manifest's pass reads them back in order without a lookup.
public struct TreeFiles: Sendable {
    public let files: PublishedFiles
    public let count: Int
    public let buildID: String

    /// nil when the files cannot be handed over whole. With `kept`, a nameless file to log them in: where it
    /// cannot take them, they are asked for again from `files`.
    init?(_ files: PublishedFiles, keptIn kept: ScratchFile? = nil) {
        var count = 0
        var buildID = SiteFileList.BuildID()
        var logged: [UInt8] = []
        var keptWhole = kept != nil
        func keep(flushing threshold: Int) {
            guard let kept, keptWhole, logged.count >= threshold else { return }
            keptWhole = kept.append(logged).code == 0
            logged.removeAll(keepingCapacity: true)
        }
        guard files.forEach({ path, entry in
            count += 1
            buildID.add(path, entry)
            if keptWhole {
                OutputStaging.FileLog.append(0, path, entry, to: &logged)
                keep(flushing: 1 << 20)
            }
        }) else { return nil }
        keep(flushing: 0)
        if let kept, keptWhole {
            let end = kept.size
            self.files = PublishedFiles { body in
                OutputStaging.FileLog.replay(kept, to: end) { _, path, entry in if let entry { body(path, entry) } }
            }
        } else {
            self.files = files
        }
        (self.count, self.buildID) = (count, buildID.hex)
    }

    /// A list walked from the tree.
    public init(_ list: SiteFileList) {
        (files, count, buildID) = (PublishedFiles(list.files), list.files.count, list.buildID)
    }

    /// `build.json`'s bytes (`SiteFileList.stamp`).
    public var stamp: [UInt8] { SiteFileList.stamp(buildID: buildID, fileCount: count) }
}
