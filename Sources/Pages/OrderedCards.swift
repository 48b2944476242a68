/// Every published contest's card in index order (CONTRACT §4: `updated_at` descending, then `contest_id`), each
/// made when a page asks for it: a build of a million contests reads them from where it stored its entries one
/// page at a time instead of holding a million cards. The lists, feed, sitemap and search.json take them in this order.
public struct OrderedCards: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable {
    public let count: Int
    private let card: @Sendable (Int) -> ContestCard

    /// `card(n)` is the card at index position `n`.
    public init(count: Int, card: @escaping @Sendable (Int) -> ContestCard) {
        (self.count, self.card) = (count, card)
    }

    /// Cards already in index order.
    public init(_ ordered: [ContestCard]) {
        self.init(count: ordered.count) { ordered[$0] }
    }

    public init(arrayLiteral cards: ContestCard...) {
        self = SitePageBuilder.ordered(cards)
    }

    /// The index order of contests known by their update times and ids, as positions among them.
    public static func order(updatedTimes: [Double], ids: [String]) -> [Int32] {
        var order = Array(0..<Int32(ids.count))
        order.sort { left, right in
            let (a, b) = (Int(left), Int(right))
            return updatedTimes[a] != updatedTimes[b] ? updatedTimes[a] > updatedTimes[b] : ids[a] < ids[b]
        }
        return order
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> ContestCard { card(position) }
}
