import Domain
import Foundation

/// ETag / Last-Modified per document from the previous run, with the body they validate, so the next
/// run can ask conditionally and reuse the body on 304. Kept outside the published folder.
/// The cache is an optimisation: anything unreadable is treated as absent, and a failed write is ignored.
struct HTTPCache: Sendable {
    struct Entry: Codable, Sendable {
        var url: String
        var etag: String?
        var lastModified: String?
    }

    let folder: String

    /// A stable name per URL (the token is never part of a URL, so never part of a name).
    private func paths(_ url: String) -> (meta: String, body: String) {
        var digest = ContentDigest()
        digest.combine(url)
        let name = digest.hex
        return ((folder as NSString).appendingPathComponent("\(name).json"),
                (folder as NSString).appendingPathComponent("\(name).body"))
    }

    func load(_ url: String) -> (entry: Entry, body: [UInt8])? {
        let paths = paths(url)
        guard let meta = FileManager.default.contents(atPath: paths.meta),
              let entry = try? JSONDecoder().decode(Entry.self, from: meta),
              entry.url == url, entry.etag != nil || entry.lastModified != nil,
              let body = FileManager.default.contents(atPath: paths.body) else { return nil }
        return (entry, [UInt8](body))
    }

    func store(_ url: String, etag: String?, lastModified: String?, body: [UInt8]) {
        let paths = paths(url)
        guard etag != nil || lastModified != nil else {
            try? FileManager.default.removeItem(atPath: paths.meta)
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            // Body first, then the validators: a crash in between leaves a body no validator points at.
            try? FileManager.default.removeItem(atPath: paths.meta)
            try Data(body).write(to: URL(fileURLWithPath: paths.body), options: .atomic)
            let meta = try JSONEncoder().encode(Entry(url: url, etag: etag, lastModified: lastModified))
            try meta.write(to: URL(fileURLWithPath: paths.meta), options: .atomic)
        } catch {
            return
        }
    }
}
