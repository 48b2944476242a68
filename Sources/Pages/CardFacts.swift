import Domain
import EveryCore

/// What the site-wide pages need of every card besides its texts (its chunk of the sitemap and search index, its
/// standings pages, its type list and status group), read in one pass on a run's threads. Each read of an ordered card
/// decodes it from where the build stored it, and the lists, sitemap and search index each read them all on the
/// publishing thread: at 100,000 contests that was a second no other core could help with.
public struct CardFacts: Sendable {
    /// The index positions in each chunk of the sitemap and search index (`IndexChunks.chunk(of:)` of the id:
    /// 1…`IndexChunks.count`, 0 empty), in index order.
    public let positionsByChunk: [[Int32]]
    let standingsPageCounts: [Int32]
    /// Per position: the place of its type in `types`, or -1 for a type with no list (not a safe path segment).
    let typeNumbers: [Int32]
    let statusGroups: [StatusGroup]
    /// The types that have lists, sorted.
    let types: [String]

    public init(_ ordered: OrderedCards, on parallel: Parallel) {
        let batch = 1_024
        let parts = parallel.map((ordered.count + batch - 1) / batch) { number in
            Part(ordered, number * batch..<min(ordered.count, (number + 1) * batch))
        }
        types = Array(Set(parts.flatMap(\.types))).sorted()
        let numberOf = Dictionary(uniqueKeysWithValues: types.enumerated().map { ($1, Int32($0)) })
        var members = [[Int32]](repeating: [], count: IndexChunks.count + 1)
        for (position, chunk) in parts.lazy.flatMap(\.chunks).enumerated() { members[Int(chunk)].append(Int32(position)) }
        positionsByChunk = members
        standingsPageCounts = parts.flatMap(\.standingsPageCounts)
        statusGroups = parts.flatMap(\.statusGroups)
        typeNumbers = parts.flatMap { part in part.typeNumbers.map { $0 < 0 ? -1 : numberOf[part.types[Int($0)]] ?? -1 } }
    }

    /// The chunks that hold a contest, in order.
    public var chunkNumbers: [Int] { positionsByChunk.indices.filter { !positionsByChunk[$0].isEmpty } }

    /// How many URLs the sitemap has for the contest at `position` (`SitePageBuilder.contestURLs`).
    func urlCount(_ position: Int) -> Int {
        SitePageBuilder.contestURLCount(standingsPages: Int(standingsPageCounts[position]))
    }

    /// How many URLs the sitemap has for all the contests.
    public var urlCount: Int {
        standingsPageCounts.reduce(0) { $0 + SitePageBuilder.contestURLCount(standingsPages: Int($1)) }
    }

    /// A batch of positions, its types numbered in the order met.
    private struct Part: Sendable {
        var chunks: [UInt8] = []
        var standingsPageCounts: [Int32] = []
        var typeNumbers: [Int32] = []
        var statusGroups: [StatusGroup] = []
        var types: [String] = []

        init(_ ordered: OrderedCards, _ positions: Range<Int>) {
            var numberOf: [String: Int32] = [:]
            for position in positions {
                let card = ordered[position]
                chunks.append(UInt8(IndexChunks.chunk(of: card.id)))
                standingsPageCounts.append(Int32(clamping: card.standingsPageCount))
                statusGroups.append(card.statusGroup)
                guard card.typeURL != nil else {
                    typeNumbers.append(-1)
                    continue
                }
                let type = card.type
                if let number = numberOf[type] { typeNumbers.append(number); continue }
                numberOf[type] = Int32(types.count)
                typeNumbers.append(Int32(types.count))
                types.append(type)
            }
        }
    }
}
