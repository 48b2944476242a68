import Domain
import Pages
import Testing

/// A card keeps its texts in one buffer: every field reads back as given, absent optionals stay absent, and two
/// cards are equal exactly when their fields are.
@Suite struct ContestCardTests {
    static func card(name: String = "Weekend Warriors — Ünïcode 🏈 #1", typeURL: String? = "/types/nba/",
                     standingsState: String? = "Provisional", lockTime: TimeText? = TimeText(text: "Jan 10, 2026 at 5:00 PM",
                                                                                              machine: "2026-01-10T17:00:00Z"),
                     fee: String = "$25.00") -> ContestCard {
        ContestCard(id: "3f9c2b1e-7d4a-4c8e-9b2f-1a6e5d0c7b01", name: name, url: "/contests/3f9c2b1e-7d4a-4c8e-9b2f-1a6e5d0c7b01/",
                    type: "nba", typeURL: typeURL, status: "open", statusLabel: "Open", statusGroup: .open,
                    standingsState: standingsState, entries: "1,204 of 10,000", fee: fee, lockTime: lockTime, isLive: true,
                    organizer: "Acme Fantasy League", updated: "2026-01-10T17:00:00.5Z", updatedDay: "2026-01-10",
                    updatedTime: 1_768_064_400.5, standingsPageCount: 13)
    }

    @Test func everyFieldReadsBackAsGiven() {
        let card = Self.card()
        #expect(card.id == "3f9c2b1e-7d4a-4c8e-9b2f-1a6e5d0c7b01")
        #expect(card.name == "Weekend Warriors — Ünïcode 🏈 #1")
        #expect(card.url == "/contests/3f9c2b1e-7d4a-4c8e-9b2f-1a6e5d0c7b01/" && card.type == "nba")
        #expect(card.typeURL == "/types/nba/" && card.status == "open" && card.statusLabel == "Open")
        #expect(card.statusGroup == .open && card.standingsState == "Provisional")
        #expect(card.entries == "1,204 of 10,000" && card.fee == "$25.00")
        #expect(card.lockTime == TimeText(text: "Jan 10, 2026 at 5:00 PM", machine: "2026-01-10T17:00:00Z"))
        #expect(card.isLive && card.organizer == "Acme Fantasy League")
        #expect(card.updated == "2026-01-10T17:00:00.5Z" && card.updatedDay == "2026-01-10")
        #expect(card.updatedTime == 1_768_064_400.5 && card.standingsPageCount == 13)
    }

    @Test func absentOptionalsAndEmptyTextsStayWhatTheyWere() {
        let card = Self.card(name: "", typeURL: nil, standingsState: nil, lockTime: nil, fee: "")
        #expect(card.typeURL == nil && card.standingsState == nil && card.lockTime == nil)
        #expect(card.name == "" && card.fee == "" && card.entries == "1,204 of 10,000")
        #expect(Self.card(standingsState: "").standingsState == "")
    }

    @Test func cardsAreEqualExactlyWhenTheirFieldsAre() {
        #expect(Self.card() == Self.card())
        #expect(Self.card() != Self.card(name: "Weekend Warriors"))
        #expect(Self.card(typeURL: nil) != Self.card(typeURL: ""))
        // The same bytes split differently between two fields are different cards.
        #expect(Self.card(name: "ab", fee: "c") != Self.card(name: "a", fee: "bc"))
    }
}
