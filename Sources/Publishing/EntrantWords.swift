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
        return words(name, folds: &folds).map { String(decoding: $0, as: UTF16.self) }
    }

    /// A name's distinct words in UTF-16 code units, the order entrants.js compares them in (`<` on strings).
    static func distinctKeys(of name: String, folds: inout Folds) -> [[UInt16]] {
        var distinct: [[UInt16]] = []
        for word in words(name, folds: &folds) where !distinct.contains(word) { distinct.append(word) }
        return distinct
    }

    /// What each non-ASCII scalar folds to, worked out once per batch of names: decomposing a name with Foundation
    /// costs microseconds, and names share their letters. A 0 in a scalar's units ends the word there.
    struct Folds {
        fileprivate var units: [Unicode.Scalar: [UInt16]] = [:]
    }

    /// Scalar by scalar, as the whole name would fold: decomposing, dropping accents and lower-casing each act on
    /// one scalar at a time (Swift's `lowercased()` maps scalar by scalar too), and reordering combining marks
    /// could only swap marks that are dropped or end a word anyway.
    private static func words(_ name: String, folds: inout Folds) -> [[UInt16]] {
        var words: [[UInt16]] = []
        var word: [UInt16] = []
        for scalar in name.unicodeScalars {
            switch scalar.value {
            case 0x41...0x5A: word.append(UInt16(scalar.value | 0x20))
            case 0x61...0x7A, 0x30...0x39: word.append(UInt16(scalar.value))
            case 0..<0x80:
                if !word.isEmpty { words.append(word) }
                word.removeAll(keepingCapacity: true)
            default:
                let units = folds.units[scalar] ?? fold(scalar)
                folds.units[scalar] = units
                for unit in units {
                    if unit != 0 {
                        word.append(unit)
                    } else {
                        if !word.isEmpty { words.append(word) }
                        word.removeAll(keepingCapacity: true)
                    }
                }
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
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
