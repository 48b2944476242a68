/// ISO 4217 minor-unit digits. Money arrives in minor units by contract, so the exponent must be
/// ISO's, not CLDR's display digits (CLDR shows IQD with 0 decimals, ISO 4217 says 3).
enum CurrencyDigits {
    private static let zero: Set<String> = [
        "BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF",
        "UGX", "UYI", "VND", "VUV", "XAF", "XOF", "XPF",
    ]
    private static let three: Set<String> = ["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"]
    private static let four: Set<String> = ["CLF", "UYW"]

    /// Minor-unit digits for an upper-case ISO code; 2 for codes ISO does not list.
    static func minorDigits(_ code: String) -> Int {
        if zero.contains(code) { return 0 }
        if three.contains(code) { return 3 }
        if four.contains(code) { return 4 }
        return 2
    }

    /// Upper-cases the code; anything that is not three ASCII letters becomes "USD", the contract's default.
    static func normalizedCode(_ code: String) -> String {
        let upper = code.uppercased()
        let isCode = upper.utf8.count == 3 && upper.utf8.allSatisfy { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
        return isCode ? upper : "USD"
    }
}
