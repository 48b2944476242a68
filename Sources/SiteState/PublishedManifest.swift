import Domain
import EveryCore
import OutputTree

/// The published manifest as a build uses it: its header at hand, a contest's entry read from the file when that
/// contest asks for it, and the list of published files read through once, when the new tree's list is made.
/// Held whole, a million contests' entries and files took about 2 KB a contest; this keeps 24 bytes a contest.
/// Opening it decodes every entry once without keeping it, so a damaged manifest is found before anything relies
/// on it, and is then no manifest: every contest is rendered.
package final class PublishedManifest: Sendable {
    /// The manifest's own fields and how many contests it lists; nil when there is no manifest.
    private let header: Manifest.Header?
    /// Nil when there is no manifest.
    private let file: OpenFile?
    /// Where each entry is in the file, ordered by the key of its contest's id (`key(_:)`).
    private let places: [Place]
    /// Where the list of files begins (right after the last entry) and ends.
    private let fileList: Range<Int>

    private struct Place: Sendable {
        let key: UInt64
        let offset: Int
        let length: Int

        var range: Range<Int> { offset..<offset + length }
    }

    /// No manifest: nothing was published, or what describes it could not be read.
    package convenience init() {
        self.init(header: nil)
    }

    /// The header alone, for a plan that looks no contest up (`NoOpCheck` reads the entries itself).
    package init(header: Manifest.Header?) {
        (self.header, file, places, fileList) = (header, nil, [], 0..<0)
    }

    private init(header: Manifest.Header, file: OpenFile, places: [Place], fileList: Range<Int>) {
        (self.header, self.file, self.places, self.fileList) = (header, file, places, fileList)
    }

    /// The manifest `Manifest.find` found, its entries indexed and checked on `parallel`'s threads; nil when it is
    /// damaged.
    package static func open(_ found: Manifest.Found, on parallel: Parallel) -> PublishedManifest? {
        guard let (places, filesStart) = index(found, on: parallel),
              let filesEnd = Manifest.checkStart(of: found.file), filesStart <= filesEnd else { return nil }
        return PublishedManifest(header: found.header, file: found.file, places: places, fileList: filesStart..<filesEnd)
    }

    /// The manifest at `path`, whatever output it describes.
    static func open(_ path: String, on parallel: Parallel) -> PublishedManifest? {
        guard let file = OpenFile(path), let header = Manifest.Header.read(file) else { return nil }
        return open(Manifest.Found(file: file, header: header, trusted: false), on: parallel)
    }

    /// Each entry's place, sorted by key, and where the file list begins.
    private static func index(_ found: Manifest.Found, on parallel: Parallel) -> ([Place], Int)? {
        var reader = found.entries()
        let header = found.header
        do {
            var places: [Place] = []
            places.reserveCapacity(header.count)
            try header.walkEntries(from: &reader) { id, place in
                places.append(Place(key: key(id), offset: place.lowerBound, length: place.count))
            }
            let walked = places
            guard header.checkEntries(count: walked.count, in: found.file, on: parallel, place: { walked[$0].range }) else { return nil }
            places.sort { ($0.key, $0.offset) < ($1.key, $1.offset) }
            return (places, reader.position)
        } catch {
            return nil
        }
    }

    /// The key an id is found by: its digest, so that the index holds eight bytes per id, not the id.
    package static func key(_ id: String) -> UInt64 {
        var digest = ContentDigest()
        digest.combine(id)
        return digest.value
    }

    /// The key of the id whose UTF-8 bytes these are: the same as `key` of the string.
    static func key(_ id: ArraySlice<UInt8>) -> UInt64 {
        var digest = ContentDigest()
        id.withUnsafeBytes { digest.combine($0) }
        return digest.value
    }

    package var version: String? { header?.manifest.version }
    package var site: String? { header?.manifest.site }
    package var sitePages: String? { header?.manifest.sitePages }

    /// The entry of the contest `id`, read from the file; nil when the manifest has none.
    package func entry(_ id: String) -> Manifest.ContestRecord? {
        first(withKey: Self.key(id)) { place in
            guard let (found, entry) = read(place), found == id else { return nil }
            return entry
        }
    }

    /// The outline of the entry of the contest whose id has these bytes; nil when the manifest has none.
    package func outline(_ id: ArraySlice<UInt8>) -> Manifest.ContestRecord.Outline? {
        guard let file else { return nil }
        return first(withKey: Self.key(id)) { place in
            guard let (found, outline) = try? Manifest.Header.outline(at: place.range, in: file), found == id else { return nil }
            return outline
        }
    }

    /// The first place with `key` for which `read` finds something (two ids may share a key).
    private func first<T>(withKey key: UInt64, _ read: (Place) -> T?) -> T? {
        var (low, high) = (0, places.count)
        while low < high {
            let middle = (low + high) / 2
            if places[middle].key < key { low = middle + 1 } else { high = middle }
        }
        while low < places.count, places[low].key == key {
            if let found = read(places[low]) { return found }
            low += 1
        }
        return nil
    }

    private func read(_ place: Place) -> (id: String, entry: Manifest.ContestRecord)? {
        guard let file else { return nil }
        var reader = file.reader(from: place.offset, to: place.range.upperBound)
        return try? Manifest.Header.decodeEntry(from: &reader)
    }

    /// The ids of the contests whose key is not among `listed` (keys of the ids a build listed), in id order.
    /// A contest whose id shares its key with a listed one is not named: one in 2^64.
    package func ids(notAmong listed: Set<UInt64>) -> [String] {
        places.filter { !listed.contains($0.key) }.compactMap { read($0)?.id }.sorted()
    }

    /// Each published file with its size and digest, read from the file, none kept; false when the manifest lists
    /// no files or its list is damaged (then what was handed to `body` must not be used).
    package var files: StreamedFileList {
        StreamedFileList { body in
            guard let file = self.file else { return false }
            var reader = file.reader(from: self.fileList.lowerBound, to: self.fileList.upperBound)
            guard let listed = try? Manifest.decodeFiles(from: &reader, body) else { return false }
            return listed && reader.isAtEnd
        }
    }
}
