@testable import Contracts
import Foundation
import Testing

/// JSONTestSuite (github.com/nst/JSONTestSuite, test_parsing/, MIT; copied in Fixtures/json-test-suite), every
/// case through `JSONParser`: `y_` accepted and equal to Foundation's reading, `n_` rejected with a line and
/// column inside the document, `i_` answered the way `implementationDefined` records.
@Suite struct JSONTestSuiteTests {
    static let folder = Bundle.module.resourceURL?.appendingPathComponent("Fixtures/json-test-suite")
    static let names: [String] = {
        guard let folder else { return [] }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }()

    /// Accepted (true) or rejected (false), decided case by case (docs/CONTRACT.md, section 7): a lone escaped
    /// surrogate is read as U+FFFD; bytes that are not UTF-8, numbers beyond the double range and nesting
    /// deeper than 256 are rejected; a UTF-8 byte order mark is skipped.
    static let implementationDefined: [String: Bool] = [
        "i_number_double_huge_neg_exp": true,  // 123.456e-789 underflows to 0
        "i_number_huge_exp": false,
        "i_number_neg_int_huge_exp": false,
        "i_number_pos_double_huge_exp": false,
        "i_number_real_neg_overflow": false,
        "i_number_real_pos_overflow": false,
        "i_number_real_underflow": true,
        "i_number_too_big_neg_int": true,  // beyond Int64: read as a double
        "i_number_too_big_pos_int": true,
        "i_number_very_big_negative_int": true,
        "i_object_key_lone_2nd_surrogate": true,
        "i_string_1st_surrogate_but_2nd_missing": true,
        "i_string_1st_valid_surrogate_2nd_invalid": true,
        "i_string_UTF-16LE_with_BOM": false,
        "i_string_UTF-8_invalid_sequence": false,
        "i_string_UTF8_surrogate_U+D800": false,
        "i_string_incomplete_surrogate_and_escape_valid": true,
        "i_string_incomplete_surrogate_pair": true,
        "i_string_incomplete_surrogates_escape_valid": true,
        "i_string_invalid_lonely_surrogate": true,
        "i_string_invalid_surrogate": true,
        "i_string_invalid_utf-8": false,
        "i_string_inverted_surrogates_U+1D11E": true,
        "i_string_iso_latin_1": false,
        "i_string_lone_second_surrogate": true,
        "i_string_lone_utf8_continuation_byte": false,
        "i_string_not_in_unicode_range": false,
        "i_string_overlong_sequence_2_bytes": false,
        "i_string_overlong_sequence_6_bytes": false,
        "i_string_overlong_sequence_6_bytes_null": false,
        "i_string_truncated-utf-8": false,
        "i_string_utf16BE_no_BOM": false,
        "i_string_utf16LE_no_BOM": false,
        "i_structure_500_nested_arrays": false,
        "i_structure_UTF-8_BOM_empty_object": true,
    ]

    static func bytes(_ name: String) throws -> [UInt8] {
        let url = try #require(folder).appendingPathComponent("\(name).json")
        return Array(try Data(contentsOf: url))
    }

    @Test func theWholeSuiteIsThere() {
        #expect(Self.names.count == 318)
        #expect(Self.names.filter { $0.hasPrefix("y_") }.count == 95)
        #expect(Self.names.filter { $0.hasPrefix("n_") }.count == 188)
        #expect(Set(Self.names.filter { $0.hasPrefix("i_") }) == Set(Self.implementationDefined.keys))
    }

    @Test(arguments: names.filter { $0.hasPrefix("y_") })
    func mustAccept(_ name: String) throws {
        let bytes = try Self.bytes(name)
        let value = try JSONParser.parse(bytes: bytes)
        let foundation = try JSONSerialization.jsonObject(with: Data(bytes), options: .fragmentsAllowed)
        #expect(FoundationComparison.same(value, foundation), "\(name): \(value) differs from Foundation's \(foundation)")
    }

    @Test(arguments: names.filter { $0.hasPrefix("n_") })
    func mustReject(_ name: String) throws {
        let bytes = try Self.bytes(name)
        do {
            let value = try JSONParser.parse(bytes: bytes)
            Issue.record("\(name) was accepted as \(value)")
        } catch {
            let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
            #expect(error.line >= 1 && error.line <= lines.count, "\(name): \(error)")
            let lineLength = lines.indices.contains(error.line - 1) ? lines[error.line - 1].count : 0
            #expect(error.column >= 1 && error.column <= lineLength + 1, "\(name): \(error)")
            #expect(error.description.hasPrefix("invalid JSON at line \(error.line), column \(error.column): "))
        }
    }

    @Test(arguments: names.filter { $0.hasPrefix("i_") })
    func implementationDefinedAnswersAsRecorded(_ name: String) throws {
        let bytes = try Self.bytes(name)
        let accepted = (try? JSONParser.parse(bytes: bytes)) != nil
        #expect(accepted == Self.implementationDefined[name], "\(name) was \(accepted ? "accepted" : "rejected")")
    }

    @Test func surrogatePairsDecodeToTheirScalar() throws {
        #expect(try JSONParser.parse(bytes: try Self.bytes("y_string_surrogates_U+1D11E_MUSICAL_SYMBOL_G_CLEF"))
                == .array([.string("\u{1D11E}")]))
        #expect(try JSONParser.parse(bytes: Array(#""\uD83D\uDE00 \ud834\udd1e""#.utf8)) == .string("😀 𝄞"))
    }

    @Test func loneSurrogatesBecomeReplacementCharacters() throws {
        #expect(try JSONParser.parse(bytes: try Self.bytes("i_string_1st_surrogate_but_2nd_missing")) == .array([.string("\u{FFFD}")]))
        #expect(try JSONParser.parse(bytes: try Self.bytes("i_string_inverted_surrogates_U+1D11E"))
                == .array([.string("\u{FFFD}\u{FFFD}")]))
        #expect(try JSONParser.parse(bytes: try Self.bytes("i_string_1st_valid_surrogate_2nd_invalid"))
                == .array([.string("\u{FFFD}\u{1234}")]))
        // A high surrogate followed by a complete pair: the pair survives.
        #expect(try JSONParser.parse(bytes: Array(#""\uD800\uD834\uDD1E""#.utf8)) == .string("\u{FFFD}\u{1D11E}"))
        #expect(try JSONParser.parse(bytes: Array(#"{"\uDFAA": 0}"#.utf8))
                == .object(JSONObject(keys: ["\u{FFFD}"], values: [.integer(0)])))
    }

    @Test func numbersBeyondTheDoubleRangeAreRejectedWhereTheyStart() throws {
        #expect(throws: JSONSyntaxError(message: "number out of range", line: 1, column: 2)) {
            try JSONParser.parse(bytes: try Self.bytes("i_number_real_pos_overflow"))
        }
        #expect(try JSONParser.parse(bytes: Array("[1e308, -123123123123123123123123123123]".utf8))
                == .array([.number(1e308), .number(-1.23123123123123123123123123123e29)]))
    }

    @Test func aByteOrderMarkIsSkippedOnlyAtTheStart() throws {
        #expect(try JSONParser.parse(bytes: [0xEF, 0xBB, 0xBF] + Array("{}".utf8)) == .object(JSONObject(keys: [], values: [])))
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(bytes: Array("[]".utf8) + [0xEF, 0xBB, 0xBF]) }
    }
}

/// Equality with `JSONSerialization`'s reading: numbers by value (an integer equals the same double; doubles
/// within 1e-15 relative), booleans by truth (Foundation gives NSNumber on Linux), strings by their UTF-8
/// bytes (Swift's `==` would equate canonically equivalent strings), objects by key with the last duplicate
/// winning, as both readers do.
enum FoundationComparison {
    static func same(_ value: JSONValue, _ other: Any) -> Bool {
        switch value {
        case .null:
            return other is NSNull
        case .bool(let flag):
            return (other as? Bool) == flag
        case .integer(let integer):
            guard let number = other as? NSNumber else { return false }
            return number.doubleValue == Double(integer) && (isIntegral(number) ? number.int64Value == integer : true)
        case .number(let double):
            guard let number = other as? NSNumber else { return false }
            // Foundation may keep a long decimal as NSDecimalNumber, whose double can be an ulp or two away.
            return number.doubleValue == double
                || abs(number.doubleValue - double) <= max(abs(number.doubleValue), abs(double)) * 1e-15
        case .string(let text):
            guard let string = other as? String else { return false }
            return Array(string.utf8) == Array(text.utf8)
        case .array(let elements):
            guard let array = other as? [Any], array.count == elements.count else { return false }
            return zip(elements, array).allSatisfy { same($0, $1) }
        case .object(let object):
            guard let dictionary = other as? [String: Any], Set(object.keys) == Set(dictionary.keys) else { return false }
            return dictionary.allSatisfy { key, element in object[key].map { same($0, element) } ?? false }
        }
    }

    private static func isIntegral(_ number: NSNumber) -> Bool {
        !["f", "d"].contains(String(cString: number.objCType))
    }
}
