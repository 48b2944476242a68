import Domain
import Foundation

/// The documents pcsite holds for one contest between runs: the detail verbatim and the merged leaderboard, in
/// one file per contest beside the HTTP cache (`<id>.held`), replaced atomically. A file is used only when its
/// bytes hash to the digest the `HeldIndex` recorded for them; anything else counts as not held.
struct HeldDocuments: Sendable {
    let folder: String

    private static let magic = "pcsite-held-documents 1"

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
        let lengths = "\(documents.contest.count) \(documents.leaderboard.map { String($0.count) } ?? "-")"
        var bytes = Array("\(Self.magic) \(lengths)\n".utf8)
        bytes.reserveCapacity(bytes.count + documents.contest.count + (documents.leaderboard?.count ?? 0))
        bytes += documents.contest
        bytes += documents.leaderboard ?? []
        return CacheFile.replace(path(documents.contestID), with: bytes)
    }

    /// The held documents of `id`, when they are exactly the ones digested as `digest`.
    func load(_ id: String, digest: String) -> ContestDocuments? {
        guard let bytes = CacheFile.read(path(id)) else { return nil }
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let header = String(decoding: bytes[..<newline], as: UTF8.self).split(separator: " ")
        guard header.count == 4, "\(header[0]) \(header[1])" == Self.magic, let contestLength = Int(header[2]) else { return nil }
        let leaderboardLength = header[3] == "-" ? nil : Int(header[3])
        guard header[3] == "-" || leaderboardLength != nil else { return nil }
        let start = newline + 1
        guard contestLength >= 0, bytes.count - start == contestLength + (leaderboardLength ?? 0) else { return nil }
        let documents = ContestDocuments(contestID: id, contest: Array(bytes[start..<(start + contestLength)]),
                                         leaderboard: leaderboardLength.map { _ in Array(bytes[(start + contestLength)...]) })
        return Self.digest(documents) == digest ? documents : nil
    }

    /// Removes the held files of contests no longer listed.
    func prune(keeping ids: Set<String>) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasSuffix(".held") && !ids.contains(String(name.dropLast(5))) {
            try? FileManager.default.removeItem(atPath: (folder as NSString).appendingPathComponent(name))
        }
    }
}
