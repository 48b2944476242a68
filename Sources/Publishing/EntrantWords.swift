import Formatting
import Foundation

/// The words of a name as the find-an-entrant box matches them: canonically decomposed, combining accents
/// (U+0300–U+036F) dropped, lower-cased, letters without a decomposition folded by `letterFolds` (ø → o,
/// ß → ss, …), split at everything that is not a letter or a digit. It mirrors `fold`/`words` in
/// assets/entrants.js (`normalize("NFD")`, `toLowerCase()`, its `FOLDS` table, `/[^\p{L}\p{N}]+/u`): change both.
enum EntrantWords {
    /// Letters that keep their look without an accent to drop, so "oystein" finds "Øystein", "lodz" "Łódź",
    /// "strasse" "Straße", "aero" "Ærø", "thordur" "Þórður". The same table as `FOLDS` in assets/entrants.js;
    /// capitals are listed too, though lower-casing comes first.
    static let letterFolds: [Unicode.Scalar: String] = [
        "ø": "o", "Ø": "o", "ł": "l", "Ł": "l", "ß": "ss", "ẞ": "ss", "æ": "ae", "Æ": "ae", "œ": "oe", "Œ": "oe",
        "đ": "d", "Đ": "d", "ð": "d", "Ð": "d", "ı": "i", "þ": "th", "Þ": "th",
    ]

    /// A name's words as text (what the tests compare with entrants.js).
    static func of(_ name: String) -> [String] {
        var folds = Folds()
        var words = KeyList<UInt16>()
        appendWords(of: name, to: &words, distinct: false, folds: &folds)
        return (0..<words.count).map { String(decoding: words[$0], as: UTF16.self) }
    }

    /// What each non-ASCII scalar folds to, worked out once per batch of names: decomposing a name with Foundation
    /// costs microseconds, and names share their letters. A 0 in a scalar's units ends the word there.
    struct Folds {
        fileprivate var units: [Unicode.Scalar: [UInt16]] = [:]
    }

    /// Appends a name's words to `words` in UTF-16 code units, the order entrants.js compares them in (`<` on
    /// strings), each word once when `distinct`; returns how many it appended.
    ///
    /// Scalar by scalar, as the whole name would fold: decomposing, dropping accents and lower-casing each act on
    /// one scalar at a time (Swift's `lowercased()` maps scalar by scalar too), and reordering combining marks
    /// could only swap marks that are dropped or end a word anyway.
    @discardableResult
    static func appendWords(of name: String, to words: inout KeyList<UInt16>, distinct: Bool, folds: inout Folds) -> Int {
        let first = words.count
        func endWord() {
            guard !words.openKeyIsEmpty else { return }
            if distinct, (first..<words.count).contains(where: words.openKeyEquals) {
                words.dropOpenKey()
            } else {
                words.endKey()
            }
        }
        for scalar in name.unicodeScalars {
            switch scalar.value {
            case 0x41...0x5A: words.appendUnit(UInt16(scalar.value | 0x20))
            case 0x61...0x7A, 0x30...0x39: words.appendUnit(UInt16(scalar.value))
            case 0..<0x80: endWord()
            default:
                let units: [UInt16]
                if let known = folds.units[scalar] {
                    units = known
                } else {
                    units = fold(scalar)
                    folds.units[scalar] = units
                }
                for unit in units {
                    if unit != 0 { words.appendUnit(unit) } else { endWord() }
                }
            }
        }
        endWord()
        return words.count - first
    }

    private static func fold(_ scalar: Unicode.Scalar) -> [UInt16] {
        var units: [UInt16] = []
        for decomposed in String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars
        where !(0x300...0x36F).contains(decomposed.value) {
            for lower in decomposed.properties.lowercaseMapping.unicodeScalars {
                if lower.value >= 0xC6, let folded = letterFolds[lower] {
                    units.append(contentsOf: folded.utf16)
                } else if isLetterOrNumber(lower) {
                    units.append(contentsOf: lower.utf16)
                } else {
                    units.append(0)
                }
            }
        }
        return units
    }

    private static func isLetterOrNumber(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber: true
        default: false
        }
    }
}
