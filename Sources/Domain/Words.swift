import Foundation

/// The words of one language, every text a reader sees that pcsite writes itself (CONTRACT §11): the default
/// templates' fixed words (`{{t.key}}`), composed phrases, counted phrases by the language's CLDR plural rules,
/// and the words handed to the page scripts. Data (contest names, user names, column labels) never passes here.
public struct Words: Sendable, Equatable {
    /// A BCP 47 tag as `<html lang>` takes it: "en", "pt-BR".
    public let language: String
    public let isRightToLeft: Bool
    /// Every word and form: pages built with other words are other pages.
    public let digest: String
    private let texts: [String: String]
    private let counted: [String: [PluralCategory: String]]
    private let plurals: PluralRules

    /// `table` complete (a site's words already over pcsite's and English under both): a key it lacks reads as the key.
    public init(language: String, table: WordTable) {
        self.language = language
        isRightToLeft = Self.rightToLeft.contains(Self.baseLanguage(of: language))
        var texts: [String: String] = [:], counted: [String: [PluralCategory: String]] = [:]
        var digest = ContentDigest()
        digest.combine(language)
        for (key, entry) in table.entries.sorted(by: { $0.key < $1.key }) {
            digest.combine(key)
            switch entry {
            case .text(let text):
                texts[key] = text
                digest.combine(text)
            case .counted(let forms):
                counted[key] = forms
                for category in PluralCategory.allCases { digest.combine(forms[category] ?? "\u{0}") }
            }
        }
        (self.texts, self.counted, self.digest) = (texts, counted, digest.hex)
        plurals = PluralRules(locale: language.replacingOccurrences(of: "-", with: "_"))
    }

    /// The text of a fixed word.
    public subscript(key: String) -> String { texts[key] ?? key }

    /// A phrase with its placeholders filled: `text("page_of", ["page": "2", "pages": "5"])` → "Page 2 of 5".
    public func text(_ key: String, _ values: [String: String]) -> String {
        Self.fill(self[key], values)
    }

    /// A counted phrase in the form the language's plural rules choose for `count`, `number` (the count as the
    /// locale writes it) where `{count}` stands, and any other placeholders filled.
    public func count(_ key: String, _ count: Int, number: String, _ values: [String: String] = [:]) -> String {
        guard let forms = counted[key] else { return Self.fill(self[key], ["count": number]) }
        let form = forms[plurals.category(of: count)] ?? forms[.other] ?? key
        return Self.fill(form, values.merging(["count": number]) { own, _ in own })
    }

    /// The fixed words, for `{{t.key}}` in templates.
    public var fixedTexts: [String: String] { texts }

    /// `keys`' words as a JSON object, for a page script (`data-words`): fixed words as text, counted ones as
    /// `{"one": …, "other": …}` for the script's `Intl.PluralRules`.
    public func scriptJSON(_ keys: [String]) -> String {
        var object: [String: Any] = [:]
        for key in keys {
            if let forms = counted[key] {
                object[key] = Dictionary(uniqueKeysWithValues: forms.map { ($0.key.rawValue, $0.value) })
            } else {
                object[key] = self[key]
            }
        }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    public static func == (lhs: Words, rhs: Words) -> Bool { lhs.digest == rhs.digest }

    /// "pt-BR" → "pt".
    public static func baseLanguage(of language: String) -> String {
        String(language.prefix { $0 != "-" && $0 != "_" }).lowercased()
    }

    static let rightToLeft: Set<String> = ["ar", "he", "fa", "ur"]

    /// One pass over the text, so a filled value (a contest's name with braces in it) is never read as a placeholder.
    private static func fill(_ text: String, _ values: [String: String]) -> String {
        guard text.contains("{") else { return text }
        var filled = ""
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            filled += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}"),
                  let value = values[String(rest[rest.index(after: open)..<close])] else {
                filled.append("{")
                rest = rest[rest.index(after: open)...]
                continue
            }
            filled += value
            rest = rest[rest.index(after: close)...]
        }
        return filled + rest
    }
}

extension Words {
    /// pcsite's English, the words of a site that names no other language.
    public static let english = Words(language: "en", table: WordTable.builtIn["en"] ?? WordTable())
}
