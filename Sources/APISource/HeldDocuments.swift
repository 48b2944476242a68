import Domain
import Foundation

/// The documents pcsite holds for one contest between runs: the detail verbatim and the leaderboard (merged, or
/// its only page as sent), with the validators they were served with, in one file per contest beside the HTTP
/// cache (`<id>.held`), replaced atomically. The file checks itself (a digest of everything after its first
/// line), so a damaged or cut file is never used — not for its documents, not for its validators — and a use
/// for a contest whose `HeldIndex` entry names a digest must also match that digest.
struct HeldDocuments: Sendable {
    let folder: String

    private static let magic = "pcsite-held-documents 2"

    func path(_ id: String) -> String { (folder as NSString).appendingPathComponent("\(id).held") }

    static func digest(_ documents: ContestDocuments) -> String {
        var digest = ContentDigest()
        digest.combine(documents.contest)
        digest.combine(documents.leaderboard == nil ? "absent" : "present")
        digest.combine(documents.leaderboard ?? [])
        return digest.hex
    }

    /// Writes the documents; false when they could not be kept (the run then uses them from memory).
    func store(_ documents: ContestDocuments) -> Bool {
        guard let body = Self.body(documents) else { return false }
        var digest = ContentDigest()
        digest.combine(body)
        let lengths = "\(documents.contest.count) \(documents.leaderboard.map { String($0.count) } ?? "-")"
        var bytes = Array("\(Self.magic) \(lengths) \(documents.leaderboardPaged ? "paged" : "whole") \(digest.hex)\n".utf8)
        bytes += body
        return CacheFile.replace(path(documents.contestID), with: bytes)
    }

    /// The four validator lines (the detail's, then the leaderboard's), then the documents; nil when a validator
    /// would break its line.
    private static func body(_ documents: ContestDocuments) -> [UInt8]? {
        guard let detail = (documents.detailValidators ?? Validators(etag: nil, lastModified: nil)).lines,
              let leaderboard = (documents.leaderboardValidators ?? Validators(etag: nil, lastModified: nil)).lines else { return nil }
        var bytes = Array("\(detail)\n\(leaderboard)\n".utf8)
        bytes.reserveCapacity(bytes.count + documents.contest.count + (documents.leaderboard?.count ?? 0))
        bytes += documents.contest
        bytes += documents.leaderboard ?? []
        return bytes
    }

    /// The held documents of `id` when the file is whole, and (given) exactly the ones digested as `digest`.
    func load(_ id: String, digest: String? = nil) -> ContestDocuments? {
        guard let bytes = CacheFile.read(path(id)), let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let header = String(decoding: bytes[..<newline], as: UTF8.self).split(separator: " ")
        guard header.count == 6, "\(header[0]) \(header[1])" == Self.magic, let contestLength = Int(header[2]),
              header[4] == "paged" || header[4] == "whole" else { return nil }
        let leaderboardLength = header[3] == "-" ? nil : Int(header[3])
        guard header[3] == "-" || leaderboardLength != nil else { return nil }
        var check = ContentDigest()
        bytes.withUnsafeBytes { check.combine(UnsafeRawBufferPointer(rebasing: $0[(newline + 1)...])) }
        guard check.hex == header[5] else { return nil }
        var lines: [String] = []
        var start = newline + 1
        while lines.count < 4 {
            guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            lines.append(String(decoding: bytes[start..<end], as: UTF8.self))
            start = end + 1
        }
        guard let detail = Validators(lines: lines[0], lines[1]), let leaderboard = Validators(lines: lines[2], lines[3]) else {
            return nil
        }
        guard contestLength >= 0, bytes.count - start == contestLength + (leaderboardLength ?? 0) else { return nil }
        let documents = ContestDocuments(
            contestID: id, contest: Array(bytes[start..<(start + contestLength)]),
            leaderboard: leaderboardLength.map { _ in Array(bytes[(start + contestLength)...]) },
            detailValidators: detail.isEmpty ? nil : detail, leaderboardValidators: leaderboard.isEmpty ? nil : leaderboard,
            leaderboardPaged: header[4] == "paged")
        if let digest, Self.digest(documents) != digest { return nil }
        return documents
    }

    /// Removes the held files of contests no longer listed.
    func prune(keeping ids: Set<String>) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasSuffix(".held") && !ids.contains(String(name.dropLast(5))) {
            try? FileManager.default.removeItem(atPath: (folder as NSString).appendingPathComponent(name))
        }
    }
}
