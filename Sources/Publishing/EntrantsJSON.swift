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
    static func write(_ entrants: consuming EntrantList, contestID: String, chunkSize: Int = chunkSize,
                      to save: (String, [UInt8]) throws(Problem) -> Void) throws(Problem) {
        guard entrants.count > chunkSize else {
            return try save(OutputPath.entrantsData(contestID), rows(entrants.indices, of: entrants))
        }
        var words = KeyList<UInt16>()
        var owners: [Int32] = []
        words.reserveCapacity(keys: entrants.count * 3, units: entrants.count * 24)
        owners.reserveCapacity(entrants.count * 3)
        var folds = EntrantWords.Folds()
        for (index, entrant) in entrants.enumerated() {
            let added = EntrantWords.appendWords(of: entrant.name, to: &words, distinct: true, folds: &folds)
            owners.append(contentsOf: repeatElement(Int32(index), count: added))
        }
        // Owners were appended in the order given (standings order, from the renderer), so ties by position are
        // ties by entrant: one word's rows list the entrants in standings order.
        let order = NameCollation.sortedIndices(words)
        // Each entrant's row is written once; a chunk copies the rows of its words' entrants.
        let (bytes, offsets) = encodedRows(entrants)
        var listing: [UInt8] = Array("{\"count\":\(entrants.count),\"chunks\":[".utf8)
        _ = consume entrants
        for (number, start) in stride(from: 0, to: order.count, by: chunkSize).enumerated() {
            let slice = order[start..<min(start + chunkSize, order.count)]
            let path = OutputPath.entrantsData(contestID, chunk: number + 1)
            try save(path, array(slice.lazy.map { Int(owners[$0]) }, bytes: bytes, offsets: offsets))
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

    private static func rows(_ indexes: some Collection<Int>, of entrants: EntrantList) -> [UInt8] {
        let (bytes, offsets) = encodedRows(entrants)
        return array(indexes, bytes: bytes, offsets: offsets)
    }

    /// `[name, page, anchor, rank]` of every entrant, one after another; entrant i is `bytes[offsets[i]..<offsets[i + 1]]`.
    private static func encodedRows(_ entrants: EntrantList) -> (bytes: [UInt8], offsets: [Int]) {
        var bytes: [UInt8] = []
        // Quotes, commas, brackets and the page number: 16 bytes; more only for escapes. A guess that fell short
        // doubled the buffer, to 96 MB for a million entrants.
        bytes.reserveCapacity(entrants.reduce(0) { $0 + $1.name.utf8.count + $1.anchor.utf8.count + $1.rank.utf8.count + 16 })
        var offsets = [0]
        offsets.reserveCapacity(entrants.count + 1)
        for entrant in entrants {
            bytes.append(UInt8(ascii: "["))
            ReportJSON.quote(entrant.name, to: &bytes)
            bytes.append(UInt8(ascii: ","))
            bytes.append(contentsOf: String(entrant.page).utf8)
            bytes.append(UInt8(ascii: ","))
            ReportJSON.quote(entrant.anchor, to: &bytes)
            bytes.append(UInt8(ascii: ","))
            ReportJSON.quote(entrant.rank, to: &bytes)
            bytes.append(UInt8(ascii: "]"))
            offsets.append(bytes.count)
        }
        return (bytes, offsets)
    }

    /// The JSON array of the given entrants' rows, one per line.
    private static func array(_ indexes: some Collection<Int>, bytes: [UInt8], offsets: [Int]) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "[")]
        out.reserveCapacity(indexes.count * 48 + 4)
        bytes.withUnsafeBufferPointer { bytes in
            for (position, index) in indexes.enumerated() {
                out.append(contentsOf: (position == 0 ? "\n" : ",\n").utf8)
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[offsets[index]..<offsets[index + 1]]))
            }
        }
        out.append(contentsOf: "]\n".utf8)
        return out
    }
}
