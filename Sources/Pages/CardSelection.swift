import Rendering

/// One page of a list: its cards, read from the ordered cards once when the page's model is made (just before it is
/// rendered), so a template's many lookups into a card do not read it again each time.
public struct CardSelection: Sendable, TemplateList {
    private let cards: [ContestCard]

    /// `positions`: the page's cards as positions in `ordered`.
    init(cards ordered: OrderedCards, positions: ArraySlice<Int32>) {
        cards = positions.map { ordered[Int($0)] }
    }

    public var templateCount: Int { cards.count }

    public func templateValue(at index: Int, for key: String) -> TemplateValue? { cards[index].value(for: key) }

    public func templateElement(at index: Int) -> TemplateValue { .object(cards[index]) }
}
