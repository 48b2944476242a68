/// A site's files in the order of their paths' bytes, packed (`PackedStrings`): what deploy compares, side by side,
/// with its record of the last deploy, which is saved in the same order and read a megabyte at a time.
public struct SortedFileList: Sendable {
    public private(set) var files = PackedStrings<SiteFileList.Entry>()
    private var id = SiteFileList.BuildID()

    public init() {}

    /// A list held as a dictionary (a walk of the output), sorted.
    public init(_ files: [String: SiteFileList.Entry]) {
        self.files.reserveCapacity(files.count)
        for (path, entry) in files { append(path, entry) }
        sort()
    }

    public var count: Int { files.count }

    public mutating func reserveCapacity(_ count: Int) {
        files.reserveCapacity(count)
    }

    /// Adds a file in any order; `sort` puts them in order.
    public mutating func append(_ path: String, _ entry: SiteFileList.Entry) {
        var path = path
        path.withUTF8 { append($0, entry) }
    }

    public mutating func append(_ path: UnsafeBufferPointer<UInt8>, _ entry: SiteFileList.Entry) {
        files.append(path, entry)
        id.add(UnsafeRawBufferPointer(path), entry)
    }

    public mutating func sort() {
        files.sort()
    }

    public func entry(at index: Int) -> SiteFileList.Entry { files.rows[index].payload }
    public func path(at index: Int) -> String { files.string(at: index) }

    /// The same id as `SiteFileList`'s of the same files (a sum, whatever their order).
    public var buildID: String { id.hex }
    public var releaseFileCount: Int { count + 1 }
    /// `build.json`'s bytes, as `SiteFileList.stamp`.
    public var stamp: [UInt8] { SiteFileList.stamp(buildID: buildID, fileCount: count) }
}
