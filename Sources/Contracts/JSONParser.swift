import EveryCore

/// A strict RFC 8259 parser over UTF-8 bytes. It exists because Foundation's decoders on Linux are slow,
/// stop at the first problem, and have no nesting limit; this one is bounded and reports line and column.
public struct JSONParser {
    /// Deeper nesting is rejected rather than risking the stack.
    public static let maxDepth = 256

    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    var depth = 0
    /// When set, the elements of this root-level array are handed out one by one instead of kept.
    private var stream: ArrayStream?
    /// When set, this root-level array is stepped over by a structural scan, its elements only counted.
    private var skip: String?
    private var skippedCount: Int?

    struct ArrayStream {
        let key: String
        /// The threads a big array is parsed on.
        let parallel: Parallel
        /// How many elements follow, when a structural scan counted them first (the parallel parse does).
        let counted: (Int) -> Void
        let element: (JSONValue, Int, JSONObject) -> Void
    }

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Parses a whole document. Throws `JSONSyntaxError` for anything that is not exactly one JSON value.
    /// UTF-8 is validated where it can occur, inside strings: outside them any non-ASCII byte is a syntax error.
    public static func parse(_ data: some Collection<UInt8>) throws(JSONSyntaxError) -> JSONValue {
        try parse(bytes: Array(data))
    }

    /// The same, without copying the document.
    public static func parse(bytes array: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        try array.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) -> JSONValue in
            var parser = JSONParser(bytes: buffer)
            return try parser.parseDocument()
        }
    }

    private mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        do throws(JSONSyntaxError) {
            // RFC 8259 §8.1 lets a parser ignore a UTF-8 byte order mark; editors on Windows write one.
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
            skipWhitespace()
            let value = try parseValue()
            skipWhitespace()
            guard position == bytes.count else { throw error("unexpected data after the document") }
            return value
        } catch {
            // A syntax error at a non-ASCII byte outside any string: say so when the real cause is bad UTF-8.
            guard position < bytes.count, bytes[position] >= 0x80,
                  String(validating: bytes, as: UTF8.self) == nil else { throw error }
            position = Self.firstInvalidUTF8Offset(bytes)
            throw self.error("not valid UTF-8")
        }
    }

    /// Parses a document whose root is an object, but hands each element of the array under `key` to
    /// `element` (with its index and the root's keys parsed so far) instead of keeping it: a 100,000-row
    /// leaderboard is mapped row by row rather than held as one tree. The returned root has `[]` there.
    /// `counted` learns how many elements there are before the first, when a big array was scanned for them.
    /// A big array is parsed on `parallel`'s threads (JSONParser+Parallel).
    public static func parse(bytes array: [UInt8], streamingArrayAt key: String, on parallel: Parallel,
                             counted: (Int) -> Void = { _ in },
                             element: (JSONValue, Int, JSONObject) -> Void) throws(JSONSyntaxError) -> JSONValue {
        try withoutActuallyEscaping(counted) { counted throws(JSONSyntaxError) -> JSONValue in
            try withoutActuallyEscaping(element) { element throws(JSONSyntaxError) -> JSONValue in
                try array.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) -> JSONValue in
                    var parser = JSONParser(bytes: buffer)
                    parser.stream = ArrayStream(key: key, parallel: parallel, counted: counted, element: element)
                    return try parser.parseDocument()
                }
            }
        }
    }

    /// Parses a document whose root is an object, stepping over the array under `key` with a structural scan
    /// (brackets, commas and strings; no value is built or checked inside it) and counting its elements: for a
    /// caller that needs the rest of the root now and leaves the array to a full parse later. The returned root
    /// has `[]` there; `count` is nil when the root held no such array.
    public static func parse(bytes array: [UInt8],
                             skippingArrayAt key: String) throws(JSONSyntaxError) -> (root: JSONValue, count: Int?) {
        try array.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) -> (root: JSONValue, count: Int?) in
            var parser = JSONParser(bytes: buffer)
            parser.skip = key
            let root = try parser.parseDocument()
            return (root, parser.skippedCount)
        }
    }

    /// Where decoding first fails, so the error points at the bad byte rather than the document's start.
    private static func firstInvalidUTF8Offset(_ buffer: UnsafeBufferPointer<UInt8>) -> Int {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = buffer.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .error: return offset
            case .emptyInput: return offset
            }
        }
    }

    mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard position < bytes.count else { throw error("unexpected end of document") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("unexpected character")
        }
    }

    private mutating func enterContainer() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maxDepth { throw error("nesting deeper than \(Self.maxDepth) levels") }
        position += 1
        skipWhitespace()
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        try enterContainer()
        var keys: [String] = []
        var values: [JSONValue] = []
        if try consume(UInt8(ascii: "}")) {
            depth -= 1
            return .object(JSONObject(keys: keys, values: values))
        }
        // Growing 1 → 2 → 4 → 8 cost three reallocations per array of a typical row object.
        keys.reserveCapacity(8)
        values.reserveCapacity(8)
        while true {
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw error("expected a string key") }
            keys.append(try parseString())
            skipWhitespace()
            guard try consume(UInt8(ascii: ":")) else { throw error("expected ':'") }
            skipWhitespace()
            if depth == 1, let stream, keys[keys.count - 1] == stream.key, position < bytes.count,
               bytes[position] == UInt8(ascii: "[") {
                let before = JSONObject(keys: Array(keys.dropLast()), values: values)
                if try !parseArrayInParallel(stream, before: before) { try parseStreamedArray(stream, before: before) }
                values.append(.array([]))
            } else if depth == 1, let skip, keys[keys.count - 1] == skip, position < bytes.count,
                      bytes[position] == UInt8(ascii: "["), let layout = Self.scanArray(bytes, at: position) {
                position = layout.end
                skippedCount = layout.starts.count
                values.append(.array([]))
            } else {
                values.append(try parseValue())
            }
            skipWhitespace()
            if try consume(UInt8(ascii: ",")) { skipWhitespace(); continue }
            if try consume(UInt8(ascii: "}")) { break }
            throw error("expected ',' or '}'")
        }
        depth -= 1
        return .object(JSONObject(keys: keys, values: values))
    }

    private mutating func parseStreamedArray(_ stream: ArrayStream, before: JSONObject) throws(JSONSyntaxError) {
        try enterContainer()
        defer { depth -= 1 }
        if try consume(UInt8(ascii: "]")) { return }
        var index = 0
        while true {
            stream.element(try parseValue(), index, before)
            index += 1
            skipWhitespace()
            if try consume(UInt8(ascii: ",")) { skipWhitespace(); continue }
            if try consume(UInt8(ascii: "]")) { return }
            throw error("expected ',' or ']'")
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        try enterContainer()
        var elements: [JSONValue] = []
        if try consume(UInt8(ascii: "]")) {
            depth -= 1
            return .array(elements)
        }
        elements.reserveCapacity(8)
        while true {
            elements.append(try parseValue())
            skipWhitespace()
            if try consume(UInt8(ascii: ",")) { skipWhitespace(); continue }
            if try consume(UInt8(ascii: "]")) { break }
            throw error("expected ',' or ']'")
        }
        depth -= 1
        return .array(elements)
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        position += 1  // opening quote
        let start = position
        var isASCII = true
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let slice = UnsafeBufferPointer(rebasing: bytes[start..<position])
                if isASCII {
                    position += 1
                    return String(decoding: slice, as: UTF8.self)
                }
                guard let text = String(validating: slice, as: UTF8.self) else {
                    position = start + Self.firstInvalidUTF8Offset(slice)
                    throw error("not valid UTF-8")
                }
                position += 1
                return text
            }
            if byte >= 0x80 { isASCII = false }
            if byte == UInt8(ascii: "\\") { return try parseEscapedString(from: start) }
            if byte < 0x20 { throw error("control character in string") }
            position += 1
        }
        throw error("unterminated string")
    }

    /// The slow path, taken only by strings that contain escapes.
    private mutating func parseEscapedString(from start: Int) throws(JSONSyntaxError) -> String {
        var utf8 = Array(bytes[start..<position])
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let text = String(validating: utf8, as: UTF8.self) else {
                    position = start
                    throw error("not valid UTF-8 in this string")
                }
                return text
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { throw error("unterminated string") }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"): utf8.append(contentsOf: try parseUnicodeEscape())
                default: throw error("invalid escape")
                }
            default:
                if byte < 0x20 {
                    position -= 1
                    throw error("control character in string")
                }
                utf8.append(byte)
            }
        }
        throw error("unterminated string")
    }

    private mutating func parseUnicodeEscape() throws(JSONSyntaxError) -> [UInt8] {
        var scalar = try parseHex4()
        if (0xD800...0xDBFF).contains(scalar) {
            // A high surrogate must be followed by \u and a low surrogate; a lone one becomes U+FFFD, and
            // the escape after it is read again on its own (it may be the start of a valid pair).
            if position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") {
                position += 2
                let low = try parseHex4()
                if (0xDC00...0xDFFF).contains(low) {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else {
                    position -= 6
                    scalar = 0xFFFD
                }
            } else {
                scalar = 0xFFFD
            }
        }
        let character = Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}"
        return Array(String(character).utf8)
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        guard position + 4 <= bytes.count else { throw error("truncated \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("invalid \\u escape")
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
        let start = position
        var isInteger = true
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        guard position < bytes.count, isDigit(bytes[position]) else { throw error("invalid number") }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
        } else {
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            isInteger = false
            position += 1
            guard position < bytes.count, isDigit(bytes[position]) else { throw error("invalid number") }
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            isInteger = false
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard position < bytes.count, isDigit(bytes[position]) else { throw error("invalid number") }
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        }
        if isInteger, position - start <= 18 {
            return .integer(integerValue(from: start))
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        if isInteger, let value = Int64(text) { return .integer(value) }
        guard let value = Double(text) else { throw error("invalid number") }
        // Beyond the double range (1e400) Double gives infinity, which no page can show: refuse it here.
        guard value.isFinite else {
            position = start
            throw error("number out of range")
        }
        return .number(value)
    }

    /// Digits only, at most 18 of them, so the value cannot overflow.
    private func integerValue(from start: Int) -> Int64 {
        var index = start
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        var value: Int64 = 0
        while index < position {
            value = value &* 10 &+ Int64(bytes[index] &- UInt8(ascii: "0"))
            index += 1
        }
        return negative ? -value : value
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func expectLiteral(_ literal: String) throws(JSONSyntaxError) {
        for expected in literal.utf8 {
            guard position < bytes.count else { throw error("unexpected end of document") }
            guard bytes[position] == expected else { throw error("unexpected character") }
            position += 1
        }
    }

    private mutating func consume(_ byte: UInt8) throws(JSONSyntaxError) -> Bool {
        guard position < bytes.count else { throw error("unexpected end of document") }
        guard bytes[position] == byte else { return false }
        position += 1
        return true
    }

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    func error(_ message: String) -> JSONSyntaxError {
        var line = 1
        var lineStart = 0
        let end = min(position, bytes.count)
        for index in 0..<end where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return JSONSyntaxError(message: message, line: line, column: end - lineStart + 1)
    }
}
