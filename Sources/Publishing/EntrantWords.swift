import Foundation

/// The words of a name as the find-an-entrant box matches them: canonically decomposed, combining accents
/// (U+0300–U+036F) dropped, lower-cased, split at everything that is not a letter or a digit. It mirrors
/// `fold`/`words` in assets/entrants.js (`normalize("NFD")`, `toLowerCase()`, `/[^\p{L}\p{N}]+/u`).
enum EntrantWords {
    static func of(_ name: String) -> [String] {
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            return name.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
        }
        var scalars = String.UnicodeScalarView()
        for scalar in name.decomposedStringWithCanonicalMapping.unicodeScalars where !(0x300...0x36F).contains(scalar.value) {
            scalars.append(scalar)
        }
        var words: [String] = []
        var word = String.UnicodeScalarView()
        for scalar in String(scalars).lowercased().unicodeScalars {
            if isLetterOrNumber(scalar) {
                word.append(scalar)
            } else if !word.isEmpty {
                words.append(String(word))
                word = String.UnicodeScalarView()
            }
        }
        if !word.isEmpty { words.append(String(word)) }
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
