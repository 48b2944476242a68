import Domain

/// The files of a new tree with their sizes and digests, handed over one at a time each time they are asked for
/// (`OutputStaging.recordedFiles` reads them from its file log), with how many there are and the build id they
/// make, counted in one pass first.
public struct TreeFiles: Sendable {
    public let files: PublishedFiles
    public let count: Int
    public let buildID: String

    /// nil when the files cannot be handed over whole.
    init?(_ files: PublishedFiles) {
        var count = 0
        var buildID = SiteFileList.BuildID()
        guard files.forEach({ path, entry in
            count += 1
            buildID.add(path, entry)
        }) else { return nil }
        (self.files, self.count, self.buildID) = (files, count, buildID.hex)
    }

    /// A list walked from the tree.
    public init(_ list: SiteFileList) {
        (files, count, buildID) = (PublishedFiles(list.files), list.files.count, list.buildID)
    }

    /// `build.json`'s bytes (`SiteFileList.stamp`).
    public var stamp: [UInt8] { SiteFileList.stamp(buildID: buildID, fileCount: count) }
}
