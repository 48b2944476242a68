import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes one file of the HTTP cache or the held documents: a temporary sibling, then a rename, so a reader sees
/// the old file or the new one and never half of one. Not flushed: these files only save requests, and a copy
/// lost in a crash costs a conditional fetch. Nothing here throws: a cache that cannot be written is no cache.
enum CacheFile {
    /// False when the file could not be written (the folder is created as needed).
    @discardableResult
    static func replace(_ path: String, with bytes: [UInt8]) -> Bool {
        if write(path, bytes) { return true }
        let folder = (path as NSString).deletingLastPathComponent
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else {
            return false
        }
        return write(path, bytes)
    }

    /// The file's bytes, or nil when it cannot be read.
    static func read(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    private static func write(_ path: String, _ bytes: [UInt8]) -> Bool {
        let temporary = "\(path).tmp-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        var written = 0
        let complete = bytes.withUnsafeBytes { buffer -> Bool in
            while written < buffer.count {
                let count = Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                written += count
            }
            return true
        }
        close(descriptor)
        guard complete, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }
}
