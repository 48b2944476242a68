import Testing
@testable import Publishing

/// The ASCII fast path splits and folds names exactly as the general path (Character.isLetter / isNumber) does.
struct EntrantWordsTests {
    @Test(arguments: ["Zoe Lefevre", "  O'Brien-Smith  ", "team_42 (B)", "ALL CAPS", "x", "", "--", "R2-D2 & C-3PO",
                      "tab\tand\nnewline", "a.b.c", "~!@#$%^&*()_+{}|:\"<>?`-=[]\\;',./"])
    func asciiNamesSplitAsTheGeneralPathDoes(_ name: String) {
        let general = name.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
        #expect(EntrantWords.of(name) == general)
    }

    @Test func accentsAndCaseFoldAway() {
        #expect(EntrantWords.of("Zoë Lefèvre") == ["zoe", "lefevre"])
        #expect(EntrantWords.of("ÅSA-Öberg 3") == ["asa", "oberg", "3"])
    }
}
