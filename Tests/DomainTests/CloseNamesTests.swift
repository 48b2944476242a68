import Domain
import Testing

@Suite struct CloseNamesTests {
    @Test func aSwapASlipAndAMissingLetterAreCloseAndTheNearestComeFirst() {
        #expect(CloseNames.to("nmae", among: ["name", "names", "title"]) == ["name"])
        #expect(CloseNames.to("fee", among: ["feed", "free", "fees", "title", "id"]) == ["feed", "fees", "free"])
        #expect(CloseNames.to("isCancelld", among: ["isCancelled", "cancelled", "isLive"]) == ["isCancelled", "cancelled"])
        #expect(CloseNames.to("Title", among: ["title"]) == ["title"])
    }

    @Test func farNamesTheNameItselfAndNothingToChooseFromGiveNoHint() {
        #expect(CloseNames.to("fee", among: ["title", "content"]).isEmpty)
        #expect(CloseNames.to("name", among: ["name"]).isEmpty)
        #expect(CloseNames.to("x", among: [String]()).isEmpty)
        #expect(CloseNames.to("standings", among: ["a", "b", "standing", "standingz", "standings1", "tandings", "xstandings"]).count == 4)
    }
}
