import Domain
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The files an output folder holds, each with its size and content digest: what `build.json` identifies
/// and what deploy compares with the last deployed list. Digests are cached by (inode, size, mtime) beside
/// the output, so a rebuild that hard-linked unchanged files re-reads only the files it rewrote.
public struct SiteFileList: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var size: Int
        /// The `ContentDigest` of the file's bytes: a number, so 27,000 entries cost no string each.
        public var value: UInt64

        public init(size: Int, value: UInt64) {
            self.size = size
            self.value = value
        }

        /// From the 16 hex digits `digest` gives; nil for anything else.
        public init?(size: Int, digest: String) {
            guard digest.utf8.count == 16, let value = UInt64(digest, radix: 16) else { return nil }
            self.init(size: size, value: value)
        }

        public var digest: String { ContentDigest.hex(value) }
    }

    /// Every file but `build.json`, which is derived from the others.
    public let files: [String: Entry]
    /// A digest of every (path, size, content digest), taken once: equal lists, equal ids.
    public let buildID: String

    public init(files: [String: Entry]) {
        self.files = files
        buildID = Self.buildID(of: files)
    }

    public static let stampName = "build.json"

    private static func buildID(of files: [String: Entry]) -> String {
        var buildID = BuildID()
        for (path, entry) in files { buildID.add(path, entry) }
        return buildID.hex
    }

    /// Each file's two digests are summed, so the id needs no sorted walk of 27,000 paths and does not depend
    /// on the order the files come in.
    struct BuildID {
        private var first: UInt64 = 0, second: UInt64 = 0

        mutating func add(_ path: String, _ entry: Entry) {
            path.withUTF8Bytes { add($0, entry) }
        }

        mutating func add(_ path: UnsafeRawBufferPointer, _ entry: Entry) {
            var one = ContentDigest(), two = ContentDigest()
            two.combine("pcsite build id")
            one.combine(path)
            two.combine(path)
            withUnsafeBytes(of: (entry.size, entry.value)) { numbers in
                one.combine(numbers)
                two.combine(numbers)
            }
            first &+= one.value
            second &+= two.value
        }

        /// The id of both lists together (the files of each added to one).
        mutating func add(_ other: BuildID) {
            first &+= other.first
            second &+= other.second
        }

        var hex: String { ContentDigest.hex(first) + ContentDigest.hex(second) }
    }

    /// The build id an output's `build.json` states, or nil.
    public static func stampedBuildID(ofOutput output: String) -> String? {
        FileManager.default.contents(atPath: (output as NSString).appendingPathComponent(stampName)).flatMap(buildID(inStamp:))
    }

    /// The build id a `build.json` states (read from disk, or served by a host), or nil when it is not one.
    public static func buildID(inStamp data: Data) -> String? {
        (try? JSONSerialization.jsonObject(with: data) as? [String: Any])?["build_id"] as? String
    }

    /// The text naming `buildID` in `build.json`, exactly as `stamp` writes it: what a host's shell looks for.
    public static func stampField(buildID: String) -> String {
        "\"build_id\":\"\(buildID)\""
    }

    /// The count `build.json` states: the files a release holds, `build.json` included.
    public var releaseFileCount: Int { files.count + 1 }

    /// `build.json`'s bytes: no time, no host, only what identifies the content (deterministic).
    public var stamp: [UInt8] { Self.stamp(buildID: buildID, fileCount: files.count) }

    /// `build.json` for `fileCount` files besides it.
    static func stamp(buildID: String, fileCount: Int) -> [UInt8] {
        Array("{\(stampField(buildID: buildID)),\"files\":\(fileCount + 1)}\n".utf8)
    }

    /// `<parent>/.pcsite/<output name>.files`: the digest cache.
    public static func cachePath(forOutput output: String) -> String {
        SideFiles.path(forOutput: output, suffix: "files")
    }

    /// Walks `output`, re-hashing only files whose inode, size or mtime differ from the cache, and saves the cache.
    public static func scan(output: String) throws(Problem) -> SiteFileList {
        try scan(tree: output, cacheFor: output)
    }

    /// Walks `tree` (the output, or the staging tree that is about to become it) with `output`'s digest cache:
    /// hard-linked files keep their inode, so only the files this build rewrote are read.
    static func scan(tree: String, cacheFor output: String) throws(Problem) -> SiteFileList {
        var files: [String: Entry] = [:]
        try scan(tree: tree, cacheFor: output) { files[$0] = $1 }
        return SiteFileList(files: files)
    }

    /// Each file handed to `add` as the walk finds it, in the order of the paths' bytes; the digest cache is read
    /// beside the walk and written as it goes.
    static func scan(tree: String, cacheFor output: String, into add: (String, Entry) -> Void) throws(Problem) {
        let cacheFile = cachePath(forOutput: output)
        let cache = FileDigestCache.Reader(cacheFile)
        var failure: Problem?
        // A failed save only costs re-reading files next time; a walk that failed leaves a shorter cache.
        try? AtomicFile.write(to: cacheFile, action: "cannot save the digest cache") { fresh in
            withoutActuallyEscaping(add) { add in
                let walker = TreeWalker(root: tree, cache: cache, add: add)
                do throws(Problem) {
                    try walker.walk("", fresh: &fresh)
                } catch {
                    failure = error
                }
            }
        }
        if let failure { throw failure }
    }
}

extension SortedFileList {
    /// `SiteFileList.scan`'s walk, its files packed as it finds them, already in order (a first deploy's list).
    public static func scan(output: String) throws(Problem) -> SortedFileList {
        var files = SortedFileList()
        try SiteFileList.scan(tree: output, cacheFor: output) { files.append($0, $1) }
        files.sort()
        return files
    }
}

/// Depth-first walk of an output folder, collecting regular files with their digests in the order of their paths'
/// bytes: a folder's names are visited as if each folder's ended in "/", which is where its files' paths sort.
private struct TreeWalker {
    let root: String
    let cache: FileDigestCache.Reader
    let add: (String, SiteFileList.Entry) -> Void

    /// `fresh`: the digest cache being written.
    func walk(_ relative: String, fresh: inout ChunkedText) throws(Problem) {
        let folder = relative.isEmpty ? root : "\(root)/\(relative)"
        guard let directory = opendir(folder) else {
            throw Problem(source: folder, message: "cannot read folder: \(String(cString: strerror(errno)))")
        }
        // Names packed (a million contests' folder holds a million), a folder's with "/" after it, and sorted so.
        var names = PackedStrings<Bool>()
        var name: [UInt8] = []
        while let entry = readdir(directory) {
            name.removeAll(keepingCapacity: true)
            withUnsafeBytes(of: entry.pointee.d_name) { name.append(contentsOf: $0.prefix { $0 != 0 }) }
            if name == [0x2E] || name == [0x2E, 0x2E] { continue }
            var type = Int32(entry.pointee.d_type)
            if type == Int32(DT_UNKNOWN) {
                // A file system that does not say (some network ones): asked of each entry.
                var info = stat()
                guard lstat("\(folder)/\(String(decoding: name, as: UTF8.self))", &info) == 0 else { continue }
                type = info.st_mode & S_IFMT == S_IFDIR ? Int32(DT_DIR) : Int32(DT_REG)
            }
            guard type == Int32(DT_DIR) || type == Int32(DT_REG) else { continue }
            let isFolder = type == Int32(DT_DIR)
            if isFolder { name.append(0x2F) }
            name.withUnsafeBufferPointer { names.append($0, isFolder) }
        }
        closedir(directory)
        names.sort()
        for index in 0..<names.count {
            let isFolder = names.rows[index].payload
            let name = names.withBytes(at: index) { String(decoding: isFolder ? UnsafeBufferPointer(rebasing: $0.dropLast()) : $0, as: UTF8.self) }
            let path = relative.isEmpty ? name : "\(relative)/\(name)"
            if isFolder {
                try walk(path, fresh: &fresh)
                continue
            }
            if path == SiteFileList.stampName { continue }
            var info = stat()
            guard lstat("\(root)/\(path)", &info) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFREG { try add(path, info, fresh: &fresh) }
        }
    }

    private func add(_ path: String, _ info: stat, fresh: inout ChunkedText) throws(Problem) {
        guard !path.contains("\n"), !path.contains("\t") else {
            throw Problem(source: "\(root)/\(path)", message: "file name contains a tab or line break")
        }
        let key = FileDigestCache.Key(inode: UInt64(info.st_ino), size: Int(info.st_size),
                                      mtime: Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec))
        var path = path
        let known = path.withUTF8 { cache.digest(of: $0, key: key) }
        let digest: UInt64
        if let known {
            digest = known
        } else {
            guard let data = FileManager.default.contents(atPath: "\(root)/\(path)") else {
                throw Problem(source: "\(root)/\(path)", message: "cannot read file")
            }
            var hasher = ContentDigest()
            data.withUnsafeBytes { hasher.combine($0) }
            digest = hasher.value
        }
        FileDigestCache.add(path, key: key, digest: digest, to: &fresh)
        add(path, SiteFileList.Entry(size: key.size, value: digest))
    }
}
