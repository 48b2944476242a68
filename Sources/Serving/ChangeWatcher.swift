import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Notices edits under the watched files and folders by polling modification times and sizes: portable,
/// and cheap at a few hundred milliseconds for a site-sized tree. Editor backups and dot-files are ignored.
public struct ChangeWatcher: Sendable {
    public struct Stamp: Sendable, Equatable {
        let seconds: Int
        let nanoseconds: Int
        let size: Int
    }

    public let paths: [String]

    public init(paths: [String]) {
        self.paths = paths
    }

    /// Every watched file with its stamp; a missing path simply contributes nothing.
    public func snapshot() -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        for path in paths {
            guard Self.isDirectory(path) else {
                if let stamp = Self.stamp(path) { stamps[path] = stamp }
                continue
            }
            guard let enumerator = FileManager.default.enumerator(atPath: path) else { continue }
            while let relative = enumerator.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                guard !name.hasPrefix("."), !name.hasSuffix("~") else { continue }
                let full = (path as NSString).appendingPathComponent(relative)
                if let stamp = Self.stamp(full) { stamps[full] = stamp }
            }
        }
        return stamps
    }

    /// Paths added, removed or changed between two snapshots, sorted.
    public static func changes(from old: [String: Stamp], to new: [String: Stamp]) -> [String] {
        var changed = Set(new.keys.filter { old[$0] != new[$0] })
        changed.formUnion(old.keys.filter { new[$0] == nil })
        return changed.sorted()
    }

    private static func stamp(_ path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return Stamp(seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec), size: Int(info.st_size))
    }

    private static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
