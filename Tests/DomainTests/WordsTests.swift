import Domain
import Testing

/// CONTRACT §11's counted phrases: the plural category comes from ICU's CLDR rules, and `Words` picks that form.
@Suite struct WordsTests {
    @Test(arguments: [(1, PluralCategory.one), (2, .few), (4, .few), (5, .many), (12, .many), (14, .many), (21, .many),
                      (22, .few), (24, .few), (25, .many), (112, .many), (122, .few)])
    func polishCountsTakeTheirCLDRForms(count: Int, category: PluralCategory) {
        #expect(PluralRules(locale: "pl").category(of: count) == category)
    }

    @Test(arguments: [(0, PluralCategory.zero), (1, .one), (2, .two), (3, .few), (10, .few), (11, .many), (99, .many),
                      (100, .other), (102, .other), (103, .few)])
    func arabicCountsTakeTheirCLDRForms(count: Int, category: PluralCategory) {
        #expect(PluralRules(locale: "ar").category(of: count) == category)
    }

    @Test func brazilianPortugueseCountsZeroAsOneAndEnglishDoesNot() {
        #expect(PluralRules(locale: "pt_BR").category(of: 0) == .one)
        #expect(PluralRules(locale: "en").category(of: 0) == .other)
        #expect(PluralRules(locale: "fr").category(of: 1_000_000) == .many)
    }

    @Test func aCountedPhraseTakesTheFormOfItsCount() {
        let table = WordTable(entries: ["contests": .counted([.one: "{count} konkurs", .few: "{count} konkursy",
                                                              .many: "{count} konkursów", .other: "{count} konkursu"])])
        let words = Words(language: "pl", table: table)
        #expect([1, 2, 5, 12, 22, 25].map { words.count("contests", $0, number: String($0)) }
                == ["1 konkurs", "2 konkursy", "5 konkursów", "12 konkursów", "22 konkursy", "25 konkursów"])
        // The number as the locale writes it goes where {count} stands.
        #expect(words.count("contests", 1_234, number: "1 234") == "1 234 konkursy")
    }

    @Test func placeholdersAreFilledInOnePassAndAValueIsNeverReadAgain() {
        let words = Words(language: "en", table: WordTable(entries: ["title": .text("{contest}: standings, page {page}")]))
        #expect(words.text("title", ["contest": "Cup {page}", "page": "2"]) == "Cup {page}: standings, page 2")
        #expect(words.text("title", ["page": "2"]) == "{contest}: standings, page 2")
    }

    @Test func rightToLeftLanguagesAreKnownByTheirBaseLanguage() {
        #expect(Words(language: "ar", table: WordTable()).isRightToLeft)
        #expect(Words(language: "he-IL", table: WordTable()).isRightToLeft)
        #expect(!Words(language: "fr", table: WordTable()).isRightToLeft)
        #expect(!Words.english.isRightToLeft && Words.english.language == "en")
    }

    @Test func theDigestChangesWithAnyWord() {
        let base = WordTable(entries: ["a": .text("A"), "b": .counted([.one: "one", .other: "other"])])
        var changed = base
        changed.entries["b"] = .counted([.one: "one", .other: "others"])
        #expect(Words(language: "en", table: base).digest != Words(language: "en", table: changed).digest)
        #expect(Words(language: "en", table: base).digest != Words(language: "fr", table: base).digest)
        #expect(Words(language: "en", table: base) == Words(language: "en", table: base))
    }
}
