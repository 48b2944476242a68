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
        public var digest: String

        public init(size: Int, digest: String) {
            self.size = size
            self.digest = digest
        }
    }

    /// Every file but `build.json`, which is derived from the others.
    public var files: [String: Entry]

    public init(files: [String: Entry]) {
        self.files = files
    }

    public static let stampName = "build.json"

    /// A digest of every (path, size, content digest): equal lists, equal ids.
    public var buildID: String {
        var first = ContentDigest(), second = ContentDigest()
        second.combine("pcsite build id")
        for path in files.keys.sorted() {
            guard let entry = files[path] else { continue }
            for part in [path, String(entry.size), entry.digest] {
                first.combine(part)
                second.combine(part)
            }
        }
        return first.hex + second.hex
    }

    /// The count `build.json` states: the files a release holds, `build.json` included.
    public var releaseFileCount: Int { files.count + 1 }

    /// `build.json`'s bytes: no time, no host, only what identifies the content (deterministic).
    public var stamp: [UInt8] {
        Array("{\"build_id\":\"\(buildID)\",\"files\":\(releaseFileCount)}\n".utf8)
    }

    /// `<parent>/.pcsite/<output name>.files`: the digest cache.
    public static func cachePath(forOutput output: String) -> String {
        SideFiles.path(forOutput: output, suffix: "files")
    }

    /// Walks `output`, re-hashing only files whose inode, size or mtime differ from the cache, and saves the cache.
    public static func scan(output: String) throws(BuildProblem) -> SiteFileList {
        try scan(tree: output, cacheFor: output)
    }

    /// Walks `tree` (the output, or the staging tree that is about to become it) with `output`'s digest cache:
    /// hard-linked files keep their inode, so only the files this build rewrote are read.
    static func scan(tree: String, cacheFor output: String) throws(BuildProblem) -> SiteFileList {
        let cache = FileDigestCache.load(cachePath(forOutput: output))
        var walker = TreeWalker(root: tree, cache: cache)
        try walker.walk("")
        walker.fresh.save(cachePath(forOutput: output))
        return SiteFileList(files: walker.files)
    }
}

/// Depth-first walk of an output folder, collecting regular files with their digests.
private struct TreeWalker {
    let root: String
    let cache: FileDigestCache
    var fresh = FileDigestCache()
    var files: [String: SiteFileList.Entry] = [:]

    init(root: String, cache: FileDigestCache) {
        self.root = root
        self.cache = cache
    }

    mutating func walk(_ relative: String) throws(BuildProblem) {
        let folder = relative.isEmpty ? root : "\(root)/\(relative)"
        guard let directory = opendir(folder) else {
            throw BuildProblem(source: folder, message: "cannot read folder: \(String(cString: strerror(errno)))")
        }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != ".", name != ".." { names.append(name) }
        }
        closedir(directory)
        for name in names {
            let path = relative.isEmpty ? name : "\(relative)/\(name)"
            if path == SiteFileList.stampName { continue }
            var info = stat()
            guard lstat("\(root)/\(path)", &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: try walk(path)
            case S_IFREG: try add(path, info)
            default: continue
            }
        }
    }

    private mutating func add(_ path: String, _ info: stat) throws(BuildProblem) {
        guard !path.contains("\n"), !path.contains("\t") else {
            throw BuildProblem(source: "\(root)/\(path)", message: "file name contains a tab or line break")
        }
        let key = FileDigestCache.Key(inode: UInt64(info.st_ino), size: Int(info.st_size),
                                      mtime: Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec))
        let digest: String
        if let known = cache.digests[path], known.key == key {
            digest = known.digest
        } else {
            guard let data = FileManager.default.contents(atPath: "\(root)/\(path)") else {
                throw BuildProblem(source: "\(root)/\(path)", message: "cannot read file")
            }
            var hasher = ContentDigest()
            data.withUnsafeBytes { hasher.combine($0) }
            digest = hasher.hex
        }
        fresh.digests[path] = (key, digest)
        files[path] = SiteFileList.Entry(size: key.size, digest: digest)
    }
}
