import Domain
import Formatting
import Foundation
import Pages

/// A contest's `entrants.json` for the find-an-entrant box (CONTRACT §6; the shape is in docs/CONTRACT.md):
///
/// - up to `chunkSize` entrants: `[[name, page, anchor, rank], …]`, one row per entrant in the index's order;
/// - more: `{"count": N, "chunks": [["entrants-1.json", from, to], …]}` and chunk files of at most `chunkSize`
///   rows `[[name, page, anchor, rank], …]`. A row is one word of one name: rows are sorted by that word, folded
///   as the box folds what is typed (`EntrantWords`), and `from`/`to` are a chunk's first and last word, so the
///   box fetches only the chunks whose range can hold a word starting with what was typed.
enum EntrantsJSON {
    static let chunkSize = 5_000

    /// Hands each file to `save` (path under the output folder, bytes) as soon as it is made: a million entrants'
    /// chunks are 150 MB, and holding them all until the last was made doubled a big contest's peak memory.
    /// The chunks come first, entrants.json, which lists them, last.
    static func write(_ entrants: EntrantList, contestID: String, chunkSize: Int = chunkSize,
                      to save: (String, [UInt8]) throws(Problem) -> Void) throws(Problem) {
        guard entrants.count > chunkSize else {
            return try save(OutputPath.entrantsData(contestID), array(entrants.indices, of: entrants))
        }
        var words = KeyList<UInt16>()
        var owners: [Int32] = []
        words.reserveCapacity(keys: entrants.count * 3, units: entrants.count * 24)
        owners.reserveCapacity(entrants.count * 3)
        var folds = EntrantWords.Folds()
        for index in entrants.indices {
            let added = EntrantWords.appendWords(of: entrants.name(at: index), to: &words, distinct: true, folds: &folds)
            owners.append(contentsOf: repeatElement(Int32(index), count: added))
        }
        // Owners were appended in the order given (standings order, from the renderer), so ties by position are
        // ties by entrant: one word's rows list the entrants in standings order.
        let order = NameCollation.sortedIndices(words)
        var listing: [UInt8] = Array("{\"count\":\(entrants.count),\"chunks\":[".utf8)
        for (number, start) in stride(from: 0, to: order.count, by: chunkSize).enumerated() {
            let slice = order[start..<min(start + chunkSize, order.count)]
            let path = OutputPath.entrantsData(contestID, chunk: number + 1)
            // An entrant's row is encoded again in each chunk that lists one of its words: holding every row
            // encoded once was 67 MB of a million-entrant contest's peak.
            try save(path, array(slice.lazy.map { Int(owners[$0]) }, of: entrants))
            listing.append(contentsOf: (number == 0 ? "\n[" : ",\n[").utf8)
            ReportJSON.quote(String(path.split(separator: "/").last!), to: &listing)
            for word in [slice.first!, slice.last!] {
                listing.append(UInt8(ascii: ","))
                ReportJSON.quote(String(decoding: words[word], as: UTF16.self), to: &listing)
            }
            listing.append(UInt8(ascii: "]"))
        }
        listing.append(contentsOf: "]}\n".utf8)
        try save(OutputPath.entrantsData(contestID), listing)
    }

    /// The JSON array of the given entrants' rows `[name, page, anchor, rank]`, one per line.
    private static func array(_ indexes: some Collection<Int>, of entrants: EntrantList) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "[")]
        out.reserveCapacity(indexes.count * 64 + 4)
        for (position, index) in indexes.enumerated() {
            let entrant = entrants[index]
            out.append(contentsOf: (position == 0 ? "\n[" : ",\n[").utf8)
            ReportJSON.quote(entrant.name, to: &out)
            out.append(UInt8(ascii: ","))
            out.append(contentsOf: String(entrant.page).utf8)
            out.append(UInt8(ascii: ","))
            ReportJSON.quote(entrant.anchor, to: &out)
            out.append(UInt8(ascii: ","))
            ReportJSON.quote(entrant.rank, to: &out)
            out.append(UInt8(ascii: "]"))
        }
        out.append(contentsOf: "]\n".utf8)
        return out
    }
}
