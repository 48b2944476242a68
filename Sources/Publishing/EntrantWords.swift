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

    static func of(_ name: String) -> [String] {
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return asciiWords(name) }
        var scalars = String.UnicodeScalarView()
        for scalar in name.decomposedStringWithCanonicalMapping.unicodeScalars where !(0x300...0x36F).contains(scalar.value) {
            scalars.append(scalar)
        }
        var words: [String] = []
        var word = String.UnicodeScalarView()
        for scalar in String(scalars).lowercased().unicodeScalars {
            if scalar.value >= 0xC6, let folded = letterFolds[scalar] {
                word.append(contentsOf: folded.unicodeScalars)
            } else if isLetterOrNumber(scalar) {
                word.append(scalar)
            } else if !word.isEmpty {
                words.append(String(word))
                word = String.UnicodeScalarView()
            }
        }
        if !word.isEmpty { words.append(String(word)) }
        return words
    }

    /// The same for an ASCII name, byte by byte: the letters and digits are the only ASCII letters and numbers.
    private static func asciiWords(_ name: String) -> [String] {
        var words: [String] = []
        var word: [UInt8] = []
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): word.append(byte | 0x20)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): word.append(byte)
            default:
                if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
                word.removeAll(keepingCapacity: true)
            }
        }
        if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
        return words
    }

    private static func isLetterOrNumber(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber: true
        default: false
        }
    }
}
