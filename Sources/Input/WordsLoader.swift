import Domain
import Foundation
import Yams

/// The site's words (CONTRACT §11): `language` (default: `locale`'s), pcsite's own table for it, and the site's
/// `i18n/<language>.yml` over that, English under both.
enum WordsLoader {
    /// `language:` as written, or nil for `locale`'s; `configPath` is pcsite.yml's path (the tables sit beside it).
    static func words(language explicit: String?, locale: String, configPath: String) throws(Problem) -> (Words, [ConfigWarning]) {
        let folder = configPath.lastIndex(of: "/").map { String(configPath[..<$0]) } ?? ""
        let siteTables = siteLanguages(in: folder)
        let language: String
        var warnings: [ConfigWarning] = []
        if let explicit {
            guard let tag = tag(explicit) else {
                throw Problem(source: configPath, path: "$.language", message: "\"\(explicit)\" is not a language tag such as fr or pt-BR")
            }
            guard WordTable.builtIn[tag] != nil || siteTables.contains(tag) else {
                throw Problem(source: configPath, path: "$.language",
                              message: "no words for language \"\(tag)\": pcsite has \(builtInList), or add i18n/\(tag).yml")
            }
            language = tag
        } else if let derived = derivedLanguage(locale: locale, available: Set(WordTable.builtIn.keys).union(siteTables)) {
            language = derived
        } else {
            // An older site whose locale pcsite has no words for keeps its English words, and is told so.
            language = "en"
            warnings.append(ConfigWarning(file: configPath, key: "locale",
                                          problem: "pcsite has no words for \"\(locale)\"; English is used (set language:, or add i18n/<language>.yml)"))
        }
        let english = WordTable.builtIn["en"] ?? WordTable()
        var table = (WordTable.builtIn[language] ?? WordTable()).over(english)
        let path = folder.isEmpty ? "i18n/\(language).yml" : "\(folder)/i18n/\(language).yml"
        if siteTables.contains(language) {
            let site = try read(path)
            for key in site.entries.keys.sorted() where english.entries[key] == nil {
                let close = CloseNames.to(key, among: Set(english.entries.keys), limit: 1).first
                warnings.append(ConfigWarning(file: path, key: key,
                                              problem: "pcsite has no word \"\(key)\"" + (close.map { " (did you mean \($0)?)" } ?? "")))
            }
            if WordTable.builtIn[language] == nil {
                for key in english.entries.keys.sorted() where site.entries[key] == nil {
                    warnings.append(ConfigWarning(file: path, key: key, problem: "no \(language) word; the English one is used"))
                }
            }
            table = site.over(table)
        }
        return (Words(language: language, table: table), warnings)
    }

    /// `languages:` (CONTRACT §11): `[en, fr]` or `[en, {language: fr, locale: fr_CA}]`, the first being the site's
    /// own. A language without a locale follows `locale` when `locale` is of that language, else its own default.
    static func editions(_ node: Any, primary: Words, explicitLanguage: Bool, locale: String,
                         configPath: String) throws(Problem) -> ([SiteEdition], [ConfigWarning]) {
        guard let list = node as? [Any], !list.isEmpty else {
            throw Problem(source: configPath, path: "$.languages", message: "expected a list of languages, such as [en, fr]")
        }
        var editions: [SiteEdition] = [], warnings: [ConfigWarning] = []
        for (index, item) in list.enumerated() {
            let path = "$.languages[\(index)]"
            var language: String?, own: String?
            if let text = item as? String {
                language = text
            } else if let entry = item as? [String: Any] {
                language = entry["language"] as? String
                own = entry["locale"] as? String
                for key in entry.keys where key != "language" && key != "locale" {
                    throw Problem(source: configPath, path: "\(path).\(key)", message: "expected only language and locale")
                }
            }
            guard let language else {
                throw Problem(source: configPath, path: path, message: "expected a language such as fr, or {language: fr, locale: fr_CA}")
            }
            guard let tag = tag(language) else {
                throw Problem(source: configPath, path: path, message: "\"\(language)\" is not a language tag such as fr or pt-BR")
            }
            let editionLocale = own ?? (Words.baseLanguage(of: locale) == Words.baseLanguage(of: tag) ? locale
                                        : tag.replacingOccurrences(of: "-", with: "_"))
            let (words, found): (Words, [ConfigWarning])
            do {
                (words, found) = try Self.words(language: tag, locale: editionLocale, configPath: configPath)
            } catch {
                throw error.source == configPath ? Problem(source: configPath, path: path, message: error.message) : error
            }
            guard !editions.contains(where: { $0.language == words.language }) else {
                throw Problem(source: configPath, path: path, message: "\(words.language) is listed twice")
            }
            if index == 0, explicitLanguage, words.language != primary.language {
                throw Problem(source: configPath, path: path,
                              message: "the first language is the site's own, and language: says \(primary.language)")
            }
            editions.append(SiteEdition(words: words, locale: editionLocale))
            warnings += found
        }
        return (editions, warnings)
    }

    /// pcsite's own languages, for messages: "ar, de, en, es, fr, pl, pt-BR".
    static var builtInList: String { WordTable.builtIn.keys.sorted().joined(separator: ", ") }

    /// "fr", "pt-BR", "pt_br" → "pt-BR"; nil for what is not a language tag.
    static func tag(_ text: String) -> String? {
        let parts = text.trimmingCharacters(in: .whitespaces).split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }),
              parts.dropFirst().allSatisfy({ (2...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } })
        else { return nil }
        return ([first.lowercased()] + parts.dropFirst().map { $0.count == 2 ? $0.uppercased() : $0 }).joined(separator: "-")
    }

    /// `locale`'s language among those with words: `pt_BR` → "pt-BR", `fr_CA` → "fr", `pt_PT` → "pt" or else "pt-BR".
    static func derivedLanguage(locale: String, available: Set<String>) -> String? {
        guard let full = tag(locale) else { return nil }
        let base = Words.baseLanguage(of: full)
        let last = full.split(separator: "-").dropFirst().last.map { String($0) }
        let region = last.flatMap { $0.count == 2 && $0 == $0.uppercased() ? $0 : nil }
        for candidate in [region.map { "\(base)-\($0)" }, base].compactMap({ $0 }) where available.contains(candidate) {
            return candidate
        }
        return available.sorted().first { Words.baseLanguage(of: $0) == base }
    }

    /// The languages of the site's `i18n/*.yml`.
    static func siteLanguages(in folder: String) -> Set<String> {
        let i18n = folder.isEmpty ? "i18n" : "\(folder)/i18n"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: i18n)) ?? []
        return Set(names.filter { $0.hasSuffix(".yml") }.compactMap { tag(String($0.dropLast(4))) })
    }

    /// One table file: a key → text, or a key → its forms by plural category.
    static func read(_ path: String) throws(Problem) -> WordTable {
        guard let data = FileManager.default.contents(atPath: path) else { throw Problem(source: path, message: "cannot read the file") }
        return try parse(String(decoding: data, as: UTF8.self), source: path)
    }

    static func parse(_ text: String, source: String) throws(Problem) -> WordTable {
        let node: Any?
        do {
            node = try Yams.load(yaml: text)
        } catch {
            throw Problem(source: source, message: "invalid YAML: \(error)")
        }
        if node == nil || node is NSNull { return WordTable() }
        guard let map = node as? [String: Any] else { throw Problem(source: source, message: "expected a mapping of words") }
        var entries: [String: WordTable.Entry] = [:]
        for (key, value) in map {
            if let text = value as? String {
                entries[key] = .text(text)
                continue
            }
            guard let forms = value as? [String: Any] else {
                throw Problem(source: source, path: "$.\(key)", message: "expected a text, or its forms (one:, other:, …)")
            }
            var counted: [PluralCategory: String] = [:]
            for (name, form) in forms {
                guard let category = PluralCategory(rawValue: name), let text = form as? String else {
                    throw Problem(source: source, path: "$.\(key).\(name)",
                                  message: "expected a text under one of zero, one, two, few, many, other")
                }
                counted[category] = text
            }
            guard counted[.other] != nil else {
                throw Problem(source: source, path: "$.\(key)", message: "a counted phrase needs its other: form")
            }
            entries[key] = .counted(counted)
        }
        return WordTable(entries: entries)
    }
}
