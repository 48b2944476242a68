@testable import Contracts
import Testing

/// Parses UTF-8 text; test failures name the input.
private func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    try JSONParser.parse(Array(text.utf8))
}

/// The syntax error `text` produces, or nil when it parses.
private func syntaxError(_ bytes: [UInt8]) -> JSONSyntaxError? {
    do {
        _ = try JSONParser.parse(bytes)
        return nil
    } catch {
        return error
    }
}

private func syntaxError(_ text: String) -> JSONSyntaxError? { syntaxError(Array(text.utf8)) }

@Suite("JSONParser: valid documents")
struct JSONParserValidTests {
    @Test("scalars at the top level", arguments: [
        ("null", JSONValue.null), ("true", .bool(true)), ("false", .bool(false)),
        ("  \"x\"\n", .string("x")), ("0", .integer(0)), ("-0", .integer(0)), ("42", .integer(42)),
        ("-17", .integer(-17)),
    ])
    func scalars(text: String, expected: JSONValue) throws {
        #expect(try parse(text) == expected)
    }

    @Test("integers stay integers; fractions and exponents are doubles", arguments: [
        ("12", JSONValue.integer(12)), ("12.0", .number(12.0)), ("12.5", .number(12.5)), ("1e3", .number(1000)),
        ("1E-2", .number(0.01)), ("-2.5e+1", .number(-25)), ("0.1", .number(0.1)),
        ("123456789012345678", .integer(123_456_789_012_345_678)),
        ("-123456789012345678", .integer(-123_456_789_012_345_678)),
    ])
    func numbers(text: String, expected: JSONValue) throws {
        #expect(try parse(text) == expected)
    }

    @Test("big integers: 64-bit limits are exact, beyond them a double")
    func bigIntegers() throws {
        #expect(try parse("9223372036854775807") == .integer(Int64.max))
        #expect(try parse("-9223372036854775808") == .integer(Int64.min))
        #expect(try parse("1234567890123456789") == .integer(1_234_567_890_123_456_789))
        #expect(try parse("9223372036854775808") == .number(9_223_372_036_854_775_808.0))
        #expect(try parse("-9223372036854775809") == .number(-9_223_372_036_854_775_809.0))
        #expect(try parse("123456789012345678901234567890") == .number(1.2345678901234568e29))
    }

    @Test("escapes decode to the characters they name", arguments: [
        (#""a\"b\\c\/d""#, "a\"b\\c/d"), (#""\b\f\n\r\t""#, "\u{08}\u{0C}\n\r\t"),
        (#""caf\u00e9""#, "café"), (#""\u00E9\u4e2d""#, "é中"), (#""\u0000""#, "\u{0}"),
        (#""\ud83d\ude00""#, "😀"), (#""x\uD83C\uDFC0y""#, "x🏀y"),
        (#""lone \ud83d high""#, "lone \u{FFFD} high"), (#""lone \ude00 low""#, "lone \u{FFFD} low"),
        (#""\ud83d\u0041""#, "\u{FFFD}A"),
    ])
    func escapes(text: String, expected: String) throws {
        #expect(try parse(text) == .string(expected))
    }

    @Test("raw UTF-8 passes through unchanged")
    func rawUnicode() throws {
        #expect(try parse("\"Zoë 🏈 東京\"") == .string("Zoë 🏈 東京"))
    }

    @Test("objects keep key order; arrays keep element order")
    func containers() throws {
        let value = try parse(#" { "b" : [1, "two", null, true, {}], "a": {"c": []} } "#)
        guard case .object(let object) = value else {
            Issue.record("expected an object, got \(value)")
            return
        }
        #expect(object.keys == ["b", "a"])
        #expect(object["b"] == .array([.integer(1), .string("two"), .null, .bool(true), .object(JSONObject(keys: [], values: []))]))
        #expect(object["a"] == .object(JSONObject(keys: ["c"], values: [.array([])])))
        #expect(object["missing"] == nil)
    }

    @Test("duplicate keys: the last one wins, in small and in indexed (large) objects", arguments: [2, 40])
    func duplicateKeys(otherKeys: Int) throws {
        let others = (0..<otherKeys).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        let value = try parse(#"{"dup": 1, "# + others + #", "dup": 2}"#)
        guard case .object(let object) = value else {
            Issue.record("expected an object")
            return
        }
        #expect(object["dup"] == .integer(2))
        #expect(object["k1"] == .integer(1))
    }

    @Test("nesting up to maxDepth parses")
    func deepestAllowed() throws {
        let depth = JSONParser.maxDepth
        var value = try parse(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        var levels = 0
        while case .array(let elements) = value {
            levels += 1
            guard let first = elements.first else { break }
            value = first
        }
        #expect(levels == depth)
    }
}

@Suite("JSONParser: errors name line and column")
struct JSONParserErrorTests {
    @Test("each malformed document gives its message and location", arguments: [
        ("", "unexpected end of document", 1, 1),
        ("   \n  ", "unexpected end of document", 2, 3),
        (#"{"a": [1, 2"#, "unexpected end of document", 1, 12),
        (#"{"a": 1"#, "unexpected end of document", 1, 8),
        (#"{"a"#, "unterminated string", 1, 4),
        ("{\n  \"a\": 1,\n  \"b\": }", "unexpected character", 3, 8),
        (#"{"a":1} x"#, "unexpected data after the document", 1, 9),
        ("[1]\n\n  ]", "unexpected data after the document", 3, 3),
        ("01", "unexpected data after the document", 1, 2),
        ("[1,]", "unexpected character", 1, 4),
        (#"{"a" 1}"#, "expected ':'", 1, 6),
        (#"{"a": 1 "b": 2}"#, "expected ',' or '}'", 1, 9),
        ("[1 2]", "expected ',' or ']'", 1, 4),
        ("{1: 2}", "expected a string key", 1, 2),
        ("{'a': 1}", "expected a string key", 1, 2),
        ("\"a\tb\"", "control character in string", 1, 3),
        ("\"\\n\u{01}\"", "control character in string", 1, 4),
        ("[\"ok\",\n\"line\nbreak\"]", "control character in string", 2, 6),
        (#""\x""#, "invalid escape", 1, 4),
        (#""\u12G4""#, "invalid \\u escape", 1, 6),
        (#""\u12"#, "truncated \\u escape", 1, 4),
        ("tru", "unexpected end of document", 1, 4),
        ("nulL", "unexpected character", 1, 4),
        ("+1", "unexpected character", 1, 1),
        (".5", "unexpected character", 1, 1),
        ("-", "invalid number", 1, 2),
        ("1.", "invalid number", 1, 3),
        ("1e", "invalid number", 1, 3),
        ("-x", "invalid number", 1, 2),
        ("NaN", "unexpected character", 1, 1),
    ] as [(String, String, Int, Int)])
    func malformed(text: String, message: String, line: Int, column: Int) {
        let error = syntaxError(text)
        #expect(error == JSONSyntaxError(message: message, line: line, column: column))
    }

    @Test("the description reads as one line with the location")
    func description() throws {
        let error = try #require(syntaxError("{\n  \"a\": tru }"))
        #expect(error.description == "invalid JSON at line 2, column 11: unexpected character")
    }

    @Test("invalid UTF-8 is an error at the offending byte", arguments: [
        ([0x22, 0xFF, 0x22], 1, 2),
        (Array("{\n \"a\": \"".utf8) + [0xC3, 0x28] + Array("\"}".utf8), 2, 8),
        (Array("[\"é\", \"".utf8) + [0xED, 0xA0, 0x80] + Array("\"]".utf8), 1, 9),
        (Array("\"ok\"".utf8) + [0xE2, 0x82], 1, 5),
    ] as [([UInt8], Int, Int)])
    func invalidUTF8(bytes: [UInt8], line: Int, column: Int) {
        #expect(syntaxError(bytes) == JSONSyntaxError(message: "not valid UTF-8", line: line, column: column))
    }

    @Test("nesting one level past maxDepth is an error, arrays and objects alike", arguments: ["[", #"{"k":"#])
    func tooDeep(opener: String) {
        let depth = JSONParser.maxDepth + 1
        let closer = opener == "[" ? "]" : "}"
        let text = String(repeating: opener, count: depth) + "1" + String(repeating: closer, count: depth)
        let error = syntaxError(text)
        #expect(error?.message == "nesting deeper than \(JSONParser.maxDepth) levels")
        #expect(error?.line == 1)
    }

    @Test("absurd nesting fails fast instead of overflowing the stack")
    func absurdNesting() {
        let error = syntaxError(String(repeating: "[", count: 1_000_000))
        #expect(error?.message == "nesting deeper than \(JSONParser.maxDepth) levels")
        #expect(error?.column == JSONParser.maxDepth + 1)
    }
}

@Suite("JSONPath and JSONText")
struct JSONPathTests {
    @Test("plain keys use dots, others are quoted", arguments: [
        ("payout_table", "$.payout_table"), ("a.b", #"$["a.b"]"#), ("", #"$[""]"#),
        (#"say "hi""#, #"$["say \"hi\""]"#), ("two\nlines", #"$["two lines"]"#),
    ])
    func keys(key: String, expected: String) {
        #expect(JSONPath.root.key(key).description == expected)
    }

    @Test("indexes follow keys")
    func indexes() {
        #expect(JSONPath.root.key("payout_table").index(2).key("rank_min").description == "$.payout_table[2].rank_min")
    }

    @Test("long keys are cut at 64 characters")
    func longKey() {
        let key = String(repeating: "x", count: 100) + "."
        #expect(JSONPath.root.key(key).description == "$[\"" + String(repeating: "x", count: 64) + "…\"]")
    }

    @Test("compact text round-trips through the parser")
    func compactRoundTrip() throws {
        let text = #"{"a":[1,2.5,"q\"\n\u0001",null,true],"b":{}}"#
        let value = try parse(text)
        #expect(JSONText.compact(value) == text)
        #expect(try parse(JSONText.compact(value)) == value)
    }

    @Test("every escape, and text that needs none, reads back as it was", arguments: [
        "plain ascii", "Zoë Lefèvre — 日本語 🏈", #"back\slash and "quotes""#, "tab\tcr\rnl\n", "\u{1}\u{1f}\u{7f}",
        "", "\u{2028}\u{2029}",
    ])
    func stringEscapes(text: String) throws {
        let value = JSONValue.array([.string(text), .object(JSONObject(keys: [text], values: [.string(text)]))])
        let compact = JSONText.compactBytes(value)
        #expect(String(decoding: compact, as: UTF8.self) == JSONText.compact(value))
        #expect(try parse(JSONText.compact(value)) == value)
        #expect(!compact.contains { $0 < 0x20 }, "a control character went out unescaped")
    }
}
