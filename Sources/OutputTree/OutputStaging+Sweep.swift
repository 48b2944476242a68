import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A seeded staging tree still holds the spare's files; before the swap, everything this run neither
/// wrote nor kept goes (removed contests, dropped standings pages, a token's old join page).
extension OutputStaging {
    func sweep() {
        var claimed = Set(keptFolders.withLock { $0.keys.map(String.init) })
        shards.forEach { claimed.formUnion($0.files.keys) }
        var ancestors: Set<String> = [""]
        for path in claimed {
            let bytes = path.utf8
            var end = bytes.endIndex
            // Bytes, not Characters: '/' is ASCII, and grapheme breaking would cost more than the inserts.
            while let slash = bytes[..<end].lastIndex(of: UInt8(ascii: "/")) {
                end = slash
                // Once one ancestor is known, all of its own ancestors are too.
                guard ancestors.insert(String(path[..<slash])).inserted else { break }
            }
        }
        sweep("", claimed: claimed, ancestors: ancestors)
    }

    private func sweep(_ relative: String, claimed: Set<String>, ancestors: Set<String>) {
        let folder = relative.isEmpty ? staging : "\(staging)/\(relative)"
        for name in Self.entries(of: folder) {
            let child = relative.isEmpty ? name : "\(relative)/\(name)"
            if claimed.contains(child) { continue }
            if ancestors.contains(child) {
                sweep(child, claimed: claimed, ancestors: ancestors)
            } else {
                Self.removeTree("\(folder)/\(name)")
            }
        }
    }

    /// Names in a folder, read before anything in it is removed.
    private static func entries(of folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }
}
