import Domain
import Foundation
import Input
import TestSupport
import Testing
@testable import Publishing

/// The sample site built in other languages (CONTRACT §11): every word a reader sees is the language's, data stays
/// as sent, `<html lang dir>` says which, and counted phrases follow the language's plural rules.
@Suite struct LanguageBuildTests {
    func pages(_ site: TestSite) throws -> [String: String] {
        let root = site.output()
        var pages: [String: String] = [:]
        let enumerator = try #require(FileManager.default.enumerator(atPath: root))
        while let path = enumerator.nextObject() as? String {
            // pages/ holds the operator's own Markdown: data, in whatever language it was written.
            guard path.hasSuffix(".html") || path.hasSuffix(".md"), !path.hasPrefix("pages/") else { continue }
            pages[path] = try String(contentsOfFile: "\(root)/\(path)", encoding: .utf8)
        }
        return pages
    }

    /// English words of at least two words that the language writes otherwise: none may be left on its pages.
    func englishLeftOver(in pages: [String: String], language: String) throws -> [String] {
        let english = try #require(WordTable.builtIn["en"]).entries
        let translated = try #require(WordTable.builtIn[language]).entries
        let phrases = english.compactMap { key, entry -> String? in
            guard case .text(let text) = entry, translated[key] != entry else { return nil }
            let fixed = text.split(separator: "{").first.map(String.init)?.trimmingCharacters(in: .whitespaces) ?? ""
            return fixed.split(separator: " ").count >= 2 ? fixed : nil
        }
        // What a reader sees: an inline script's comments are not.
        return pages.flatMap { path, page in
            let shown = page.replacing(/<script[^>]*>[\s\S]*?<\/script>/, with: "")
            return phrases.filter { shown.contains($0) }.map { "\(path): \($0)" }
        }.sorted()
    }

    @Test(arguments: ["fr", "de", "es", "pt-BR", "pl", "ar"])
    func everyPageSpeaksTheSitesLanguage(language: String) async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        try site.append("language: \(language)\n")
        #expect(try await site.build().exitStatus == 0)
        let pages = try pages(site)
        #expect(pages.count > 20)
        let leftOver = try englishLeftOver(in: pages, language: language)
        #expect(leftOver.isEmpty, "\(leftOver)")
        let direction = language == "ar" ? "rtl" : "ltr"
        for (path, page) in pages where path.hasSuffix(".html") {
            #expect(page.contains("<html lang=\"\(language)\" dir=\"\(direction)\">"), "\(path)")
        }
        // Data stays as the backend sent it.
        #expect(pages["index.html"]?.contains("Wild Card Weekend Mega Pool") == true)
    }

    @Test func aFrenchSiteHasFrenchWordsEverywhereAReaderLooks() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        try site.append("locale: \"fr_FR\"\n")
        #expect(try await site.build().exitStatus == 0)
        let words = try #require(WordTable.builtIn["fr"].map { Words(language: "fr", table: $0) })
        let id = try #require(site.contestIDs.first { id in
            (try? String(contentsOfFile: "\(site.output())/contests/\(id)/index.html", encoding: .utf8))?.contains("standings-table") == true
                || (try? String(contentsOfFile: "\(site.output())/contests/\(id)/index.html", encoding: .utf8))?.contains("<table class=\"standings") == true
        })
        let contest = try String(contentsOfFile: "\(site.output())/contests/\(id)/index.html", encoding: .utf8)
        #expect(contest.contains("<h2 id=\"standings-heading\">\(words["standings"])</h2>"))
        // The page scripts get the words from the page, so one script serves every language.
        #expect(contest.contains("&quot;this_is_me&quot;:&quot;\(words["this_is_me"])&quot;"))
        let markdown = try String(contentsOfFile: "\(site.output())/contests/\(id)/index.md", encoding: .utf8)
        #expect(markdown.contains("## \(words["standings"])"))
        let live = try String(contentsOfFile: "\(site.output())/contests/\(id)/live.json", encoding: .utf8)
        #expect(!live.contains("\"state\":\"Final\"") && !live.contains("Provisional"), "\(live)")
        let notFound = try String(contentsOfFile: "\(site.output())/404.html", encoding: .utf8)
        #expect(notFound.contains("<h1>\(words["not_found_title"])</h1>"))
        let index = try String(contentsOfFile: "\(site.output())/index.html", encoding: .utf8)
        // "15 concours": the list's count, by the language's plural rules and the locale's digits.
        #expect(index.contains(words.count("contests_count", site.contestIDs.count, number: "\(site.contestIDs.count)")))
    }

    @Test func aWordChangedInTheSitesTableRebuildsTheSiteAndThenNothing() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        try site.append("language: fr\n")
        #expect(try await site.build().exitStatus == 0)
        #expect(try await site.build().filesWritten == 0)
        try FileManager.default.createDirectory(atPath: site.root.appendingPathComponent("i18n").path, withIntermediateDirectories: true)
        try "standings: \"Classement général\"\n".write(to: site.root.appendingPathComponent("i18n/fr.yml"), atomically: true, encoding: .utf8)
        let rebuilt = try await site.build()
        #expect(rebuilt.exitStatus == 0 && rebuilt.filesWritten > 0)
        let id = try #require(site.contestIDs.first)
        let contest = try String(contentsOfFile: "\(site.output())/contests/\(id)/index.html", encoding: .utf8)
        #expect(contest.contains("Classement général"))
        #expect(try await site.build().filesWritten == 0)
    }
}

/// `languages: [en, fr, ar]` (CONTRACT §11): the site once per language, the first at the root and each other under
/// `/<language>/`, every page linked to its versions, one build.json, and a run where nothing changed writes nothing.
@Suite struct SeveralLanguagesTests {
    let contest = "3f9c2b1e-7d4a-4c8e-9b2f-1a6e5d0c7b01"

    func text(_ site: TestSite, _ path: String) throws -> String {
        try String(contentsOfFile: "\(site.output())/\(path)", encoding: .utf8)
    }

    @Test func eachLanguageIsTheSameSiteUnderItsFolderAndEveryPageNamesItsVersions() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        try site.append("languages: [en, fr, {language: ar, locale: ar_EG}]\napps: {ios: {app_ids: [ABCDE12345.com.example.contests]}}\n")
        let report = try await site.build()
        #expect(report.exitStatus == 0, "\(report.problems)")
        let base = "https://contests.example.com"
        let english = try text(site, "contests/\(contest)/index.html")
        let french = try text(site, "fr/contests/\(contest)/index.html")
        let arabic = try text(site, "ar/contests/\(contest)/index.html")
        #expect(english.contains("<html lang=\"en\" dir=\"ltr\">") && french.contains("<html lang=\"fr\" dir=\"ltr\">")
                && arabic.contains("<html lang=\"ar\" dir=\"rtl\">"))
        for page in [english, french, arabic] {
            for (language, prefix) in [("en", ""), ("fr", "/fr"), ("ar", "/ar")] {
                #expect(page.contains("<link rel=\"alternate\" hreflang=\"\(language)\" href=\"\(base)\(prefix)/contests/\(contest)/\">"))
            }
            #expect(page.contains("<link rel=\"alternate\" hreflang=\"x-default\" href=\"\(base)/contests/\(contest)/\">"))
            // The switch names each language in its own words.
            #expect(page.contains(">Français</a>") && page.contains(">العربية</a>") && page.contains(">English</a>"))
        }
        #expect(french.contains("<link rel=\"canonical\" href=\"\(base)/fr/contests/\(contest)/\">"))
        #expect(french.contains("href=\"/fr/assets/site.css\"") || french.contains("href=\"/assets/site.css\""))
        // Join pages in each language; one build.json, the root's, describing every language's files.
        let joins = try FileManager.default.contentsOfDirectory(atPath: "\(site.output())/join")
        #expect(!joins.isEmpty)
        for token in joins {
            #expect(FileManager.default.fileExists(atPath: "\(site.output())/fr/join/\(token)/index.html"))
        }
        #expect(!FileManager.default.fileExists(atPath: "\(site.output())/fr/build.json"))
        // The app opens the join links of every language; the association files are the root's alone.
        let association = try text(site, ".well-known/apple-app-site-association")
        for pattern in ["/join/*", "/fr/join/*", "/ar/join/*"] { #expect(association.contains("{\"/\":\"\(pattern)\"")) }
        #expect(!FileManager.default.fileExists(atPath: "\(site.output())/fr/.well-known"))
        // build.json counts the files of every language (deploy's list is the same one).
        let stamp = try text(site, "build.json")
        let files = try #require(FileManager.default.enumerator(atPath: site.output())).allObjects.compactMap { $0 as? String }
            .filter { path in
                var folder: ObjCBool = false
                return FileManager.default.fileExists(atPath: "\(site.output())/\(path)", isDirectory: &folder) && !folder.boolValue
            }
        #expect(files.contains("fr/contests/\(contest)/index.html") && files.contains("ar/index.html"))
        #expect(stamp.contains("\"files\":\(files.count)}"), "\(stamp) for \(files.count) files")
        // The sitemap lists each URL's versions.
        let sitemap = try text(site, "sitemap.xml")
        #expect(sitemap.contains("xmlns:xhtml=\"http://www.w3.org/1999/xhtml\""))
        #expect(sitemap.contains("<xhtml:link rel=\"alternate\" hreflang=\"fr\" href=\"\(base)/fr/contests/\(contest)/\"/>"))
        // Arabic numbers follow ar_EG: Arabic-Indic digits.
        #expect(arabic.contains("٢٠٢٦") || arabic.contains("١"), "no Arabic-Indic digit on the Arabic page")

        #expect(try await site.build().filesWritten == 0)
    }

    @Test func newStandingsRebuildTheContestInEveryLanguageAndAWordOnlyItsLanguage() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        try site.append("languages: [en, fr]\n")
        #expect(try await site.build().exitStatus == 0)
        #expect(try await site.build().filesWritten == 0)
        try site.edit(contest) { $0.replacingOccurrences(of: "Hoops Heroes", with: "Loops Heroes") }
        let edited = try await site.build()
        #expect(edited.exitStatus == 0 && edited.built == [contest])
        #expect(try text(site, "contests/\(contest)/index.html").contains("Loops Heroes"))
        #expect(try text(site, "fr/contests/\(contest)/index.html").contains("Loops Heroes"))
        try FileManager.default.createDirectory(atPath: site.root.appendingPathComponent("i18n").path, withIntermediateDirectories: true)
        try "standings: \"Classement général\"\n".write(to: site.root.appendingPathComponent("i18n/fr.yml"), atomically: true, encoding: .utf8)
        let reworded = try await site.build()
        #expect(reworded.exitStatus == 0)
        // The root's own contests are carried over; the French site is rebuilt and linked in.
        #expect(reworded.built.isEmpty, "\(reworded.built)")
        #expect(try text(site, "fr/contests/\(contest)/index.html").contains("Classement général"))
        #expect(!(try text(site, "contests/\(contest)/index.html")).contains("Classement général"))
        #expect(try await site.build().filesWritten == 0)
    }
}
