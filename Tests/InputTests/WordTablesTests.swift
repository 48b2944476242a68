import Domain
import Foundation
@testable import Input
import Testing
import TestSupport

/// pcsite's own word tables (CONTRACT §11): what the binary carries is what the YAML says, every language has every
/// key with the same placeholders, and every counted phrase has each form its language's plural rules can choose.
@Suite struct WordTablesTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/Domain/WordTables").path
    static var languages: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".yml") }
            .map { String($0.dropLast(4)) }.sorted()
    }

    @Test func theSevenLanguagesAreShippedAndEmbeddedAsTheirFilesSay() throws {
        #expect(Self.languages == ["ar", "de", "en", "es", "fr", "pl", "pt-BR"])
        #expect(WordTable.builtIn.keys.sorted() == Self.languages, "run scripts/embed-templates.sh")
        for language in Self.languages {
            let file = try WordsLoader.read("\(Self.folder)/\(language).yml")
            #expect(WordTable.builtIn[language] == file, "\(language).yml differs from the binary's: run scripts/embed-templates.sh")
        }
    }

    @Test(arguments: languages)
    func everyTableHasEveryKeyWithItsPlaceholders(language: String) throws {
        let english = try #require(WordTable.builtIn["en"]).entries
        let table = try #require(WordTable.builtIn[language]).entries
        #expect(Set(table.keys) == Set(english.keys),
                "missing: \(Set(english.keys).subtracting(table.keys).sorted()), unknown: \(Set(table.keys).subtracting(english.keys).sorted())")
        for (key, entry) in english {
            guard let translated = table[key] else { continue }
            switch (entry, translated) {
            case (.text(let source), .text(let text)):
                #expect(Self.placeholders(text) == Self.placeholders(source), "\(language) \(key): \(text)")
                #expect(!text.isEmpty, "\(language) \(key) is empty")
            case (.counted(let source), .counted(let forms)):
                let needed = Self.categories(language)
                #expect(Set(forms.keys) == needed, "\(language) \(key): forms \(forms.keys.map(\.rawValue).sorted()), needs \(needed.map(\.rawValue).sorted())")
                let names = Self.placeholders(source[.other] ?? "").subtracting(["count"])
                for (category, text) in forms {
                    #expect(Self.placeholders(text).subtracting(["count"]) == names, "\(language) \(key).\(category): \(text)")
                }
            default:
                Issue.record("\(language) \(key): a counted phrase in one table and a plain text in the other")
            }
        }
    }

    @Test func templatesMarkdownListsEveryKeyWithItsEnglish() throws {
        let docs = try String(contentsOfFile: Self.folder + "/../../../docs/TEMPLATES.md", encoding: .utf8)
        let english = try #require(WordTable.builtIn["en"]).entries
        for (key, entry) in english {
            let text = switch entry {
            case .text(let text): text
            case .counted(let forms): PluralCategory.allCases.compactMap { category in forms[category].map { "\(category): \($0)" } }
                .joined(separator: " / ")
            }
            #expect(docs.contains("| `\(key)` | \(text.replacingOccurrences(of: "|", with: "\\|")) |"),
                    "docs/TEMPLATES.md lacks \(key) as en.yml has it: run scripts/embed-templates.sh")
        }
    }

    /// The categories ICU's rules choose for whole numbers, and `other` (every phrase's fallback, Polish's form for
    /// fractions): what a counted phrase must have.
    static func categories(_ language: String) -> Set<PluralCategory> {
        let rules = PluralRules(locale: language.replacingOccurrences(of: "-", with: "_"))
        return Set((Array(0...1_000) + [1_000_000, 2_000_000]).map { rules.category(of: $0) }).union([.other])
    }

    static func placeholders(_ text: String) -> Set<String> {
        Set(text.matches(of: /\{([a-z_]+)\}/).map { String($0.1) })
    }
}

/// `language:` and a site's `i18n/<language>.yml` (CONTRACT §11).
@Suite struct SiteWordsTests {
    func site(_ config: String, tables: [String: String] = [:]) throws -> (folder: URL, config: String) {
        let folder = URL(fileURLWithPath: try temporaryFolder("words"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("i18n"), withIntermediateDirectories: true)
        for (language, text) in tables {
            try text.write(to: folder.appendingPathComponent("i18n/\(language).yml"), atomically: true, encoding: .utf8)
        }
        let path = folder.appendingPathComponent("pcsite.yml")
        try config.write(to: path, atomically: true, encoding: .utf8)
        return (folder, path.path)
    }

    @Test(arguments: [("en_US", "en"), ("pt_BR", "pt-BR"), ("pt_PT", "pt-BR"), ("fr_CA", "fr"), ("de_CH", "de"),
                      ("ar_EG", "ar"), ("pl", "pl")])
    func theLanguageFollowsTheLocale(locale: String, language: String) throws {
        let (folder, path) = try site("locale: \"\(locale)\"\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = try ConfigLoader.load(path: path)
        #expect(config.words.language == language)
        #expect(config.warnings.isEmpty)
    }

    @Test func aLocaleWithoutWordsKeepsEnglishAndSaysSo() throws {
        let (folder, path) = try site("locale: \"ja_JP\"\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = try ConfigLoader.load(path: path)
        #expect(config.words.language == "en")
        #expect(config.warnings.map(\.description) == ["\(path): locale: pcsite has no words for \"ja_JP\"; English is used (set language:, or add i18n/<language>.yml)"])
    }

    @Test func aLanguageWithNoTableAtAllIsAnErrorNamingIt() throws {
        let (folder, path) = try site("language: nl\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: Problem.self) { try ConfigLoader.load(path: path) }
        do {
            _ = try ConfigLoader.load(path: path)
        } catch {
            #expect(error.description.contains("$.language") && error.description.contains("\"nl\""), "\(error)")
        }
    }

    @Test func aSiteTableChangesWordsAndItsUnknownKeysAreWarnings() throws {
        let (folder, path) = try site("language: fr\n", tables: ["fr": """
            standings: "Classement général"
            standigns: "typo"
            contests_count:
              one: "{count} tournoi"
              many: "{count} de tournois"
              other: "{count} tournois"
            """])
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = try ConfigLoader.load(path: path)
        #expect(config.words["standings"] == "Classement général")
        #expect(config.words.count("contests_count", 2, number: "2") == "2 tournois")
        // The rest is pcsite's French.
        #expect(config.words["atom_feed"] == WordTable.builtIn["fr"].flatMap { if case .text(let text) = $0.entries["atom_feed"] { text } else { nil } })
        let table = folder.appendingPathComponent("i18n/fr.yml").path
        #expect(config.warnings.map(\.description) == ["\(table): standigns: pcsite has no word \"standigns\" (did you mean standings?)"])
    }

    @Test func aLanguagePcsiteLacksFallsBackToEnglishKeyByKeyAndNamesEachKey() throws {
        let (folder, path) = try site("language: nl\n", tables: ["nl": "standings: \"Stand\"\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = try ConfigLoader.load(path: path)
        #expect(config.words.language == "nl" && config.words["standings"] == "Stand" && config.words["payouts"] == "Payouts")
        let table = folder.appendingPathComponent("i18n/nl.yml").path
        #expect(config.warnings.contains { $0.description == "\(table): payouts: no nl word; the English one is used" })
        #expect(config.warnings.count == (WordTable.builtIn["en"]?.entries.count ?? 0) - 1)
    }

    @Test func severalLanguagesTakeTheirOwnLocaleOrTheSitesWhenItIsOfTheirLanguage() throws {
        let (folder, path) = try site("locale: fr_CA\nlanguages: [fr, en, {language: de, locale: de_CH}, pt-BR]\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = try ConfigLoader.load(path: path)
        #expect(config.editions.map(\.language) == ["fr", "en", "de", "pt-BR"])
        #expect(config.editions.map(\.locale) == ["fr_CA", "en", "de_CH", "pt_BR"])
        #expect(config.words.language == "fr" && config.locale == "fr_CA")
        #expect(config.warnings.isEmpty)
    }

    @Test(arguments: [("languages: [en, fr, en]", "$.languages[2]", "listed twice"),
                      ("languages: [en, nl]", "$.languages[1]", "no words for language \"nl\""),
                      ("language: fr\nlanguages: [en, fr]", "$.languages[0]", "language: says fr"),
                      ("languages: [en, {language: fr, region: CA}]", "$.languages[1].region", "only language and locale"),
                      ("languages: []", "$.languages", "a list of languages")])
    func aBadListOfLanguagesIsAnErrorNamingTheEntry(yaml: String, path: String, cause: String) throws {
        let (folder, file) = try site(yaml + "\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            _ = try ConfigLoader.load(path: file)
            Issue.record("\(yaml) was accepted")
        } catch {
            #expect(error.description.contains(path) && error.description.contains(cause), "\(error)")
        }
    }

    @Test(arguments: ["standings: [a, b]", "contests_count: {one: \"{count} x\"}", "contests_count: {several: x, other: y}"])
    func aBadEntryIsAnErrorNamingItsKey(yaml: String) throws {
        let (folder, path) = try site("language: fr\n", tables: ["fr": yaml])
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            _ = try ConfigLoader.load(path: path)
            Issue.record("\(yaml) was accepted")
        } catch {
            #expect(error.description.contains("i18n/fr.yml") && error.description.contains("$.\(yaml.prefix { $0 != ":" })"), "\(error)")
        }
    }
}
