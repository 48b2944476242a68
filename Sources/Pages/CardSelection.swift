import Rendering

/// Some of the ordered cards, in that order, without copying them (each made as the page is rendered): one page of a list. The index, every type's
/// list and every status group's list all select from the same array (a card is 270 bytes; the lists of a
/// million contests copied them three times over).
public struct CardSelection: Sendable, TemplateList {
    let cards: OrderedCards
    let positions: ArraySlice<Int32>

    public var templateCount: Int { positions.count }

    public func templateValue(at index: Int, for key: String) -> TemplateValue? { card(index).value(for: key) }

    public func templateElement(at index: Int) -> TemplateValue { .object(card(index)) }

    private func card(_ index: Int) -> ContestCard { cards[Int(positions[positions.startIndex + index])] }
}
