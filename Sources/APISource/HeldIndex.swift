import Domain
import Foundation

/// What pcsite holds per contest between runs (CONTRACT §1.3): the versions the list carried when the documents
/// were last fetched, the digest of those documents (kept by `HeldDocuments`) and when they were last asked about.
/// One small text file beside the HTTP cache, replaced whole; anything unreadable means nothing is held, which
/// costs a conditional fetch of every contest and never a wrong page.
struct HeldIndex: Sendable {
    struct Entry: Sendable, Equatable {
        /// nil when the list carried no versions for the contest: it is then never skipped.
        var updatedAt: String?
        var leaderboardGeneratedAt: String?
        /// `HeldDocuments.digest` of the held documents.
        var digest: String
        /// Seconds since 1970 of the last request that confirmed or replaced the documents.
        var validatedAt: Int64
    }

    var entries: [String: Entry] = [:]

    private static let magic = "pcsite-held 1"

    static func path(folder: String) -> String { (folder as NSString).appendingPathComponent("index.tsv") }

    /// The index written for `base`, or an empty one when it is missing, damaged or from another backend.
    static func load(folder: String, base: String) -> HeldIndex {
        guard let bytes = CacheFile.read(path(folder: folder)) else { return HeldIndex() }
        return parse(bytes, base: base) ?? HeldIndex()
    }

    static func parse(_ bytes: [UInt8], base: String) -> HeldIndex? {
        // The last line checks everything before it: a cut or edited file is ignored whole.
        guard bytes.last == UInt8(ascii: "\n"),
              let footerStart = bytes.dropLast().lastIndex(of: UInt8(ascii: "\n")).map({ $0 + 1 }) else { return nil }
        let footer = String(decoding: bytes[footerStart..<(bytes.count - 1)], as: UTF8.self).split(separator: "\t")
        var digest = ContentDigest()
        digest.combine(Array(bytes[..<footerStart]))
        guard footer.count == 3, footer[0] == "end", footer[2] == digest.hex, let count = Int(footer[1]) else { return nil }
        let lines = bytes[..<footerStart].split(separator: UInt8(ascii: "\n"))
        guard lines.count == count + 1, String(decoding: lines[0], as: UTF8.self) == "\(magic)\t\(base)" else { return nil }
        var index = HeldIndex()
        for line in lines.dropFirst() {
            let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
                .map { String(decoding: $0, as: UTF8.self) }
            guard fields.count == 5, PathSegment.isSafe(fields[0]), let updatedAt = decode(fields[1]),
                  let generated = decode(fields[2]), let validatedAt = Int64(fields[4]) else { return nil }
            index.entries[fields[0]] = Entry(updatedAt: updatedAt, leaderboardGeneratedAt: generated, digest: fields[3],
                                             validatedAt: validatedAt)
        }
        return index
    }

    /// The file's bytes; entries whose versions cannot be written on one line are left out (never skipped).
    func serialized(base: String) -> [UInt8] {
        var text = "\(Self.magic)\t\(base)\n"
        var count = 0
        for id in entries.keys.sorted() {
            guard let entry = entries[id], let updated = Self.encode(entry.updatedAt),
                  let generated = Self.encode(entry.leaderboardGeneratedAt) else { continue }
            text += "\(id)\t\(updated)\t\(generated)\t\(entry.digest)\t\(entry.validatedAt)\n"
            count += 1
        }
        var bytes = Array(text.utf8)
        var digest = ContentDigest()
        digest.combine(bytes)
        bytes += Array("end\t\(count)\t\(digest.hex)\n".utf8)
        return bytes
    }

    /// Replaces the file atomically; a failure only means the next run asks again.
    func save(folder: String, base: String) {
        CacheFile.replace(Self.path(folder: folder), with: serialized(base: base))
    }

    /// `-` for none, `=` and the text otherwise; nil when the text would break the line format.
    private static func encode(_ version: String?) -> String? {
        guard let version else { return "-" }
        guard !version.unicodeScalars.contains(where: { $0 == "\t" || $0 == "\n" || $0 == "\r" }) else { return nil }
        return "=" + version
    }

    /// The outer nil means the field is malformed.
    private static func decode(_ field: String) -> String?? {
        if field == "-" { return .some(nil) }
        guard field.hasPrefix("=") else { return nil }
        return .some(String(field.dropFirst()))
    }
}
