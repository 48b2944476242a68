import Testing
@testable import Contracts

/// A streamed array over the parallel threshold is parsed on every core; rows, order and errors must be
/// exactly those of the sequential parse of the same bytes.
@Suite("JSONParser: parallel streaming of large arrays")
struct ParallelStreamTests {
    /// Rows whose strings hold the characters a structural scan must not trip on.
    static func document(rows: Int, tail: String = "") -> String {
        var parts: [String] = []
        for index in 0..<rows {
            let name = ["ana", #"q\"uote"#, "comma, [bracket] {brace}", #"back\\slash\\"#, "Zoë 東京 🏆", #"\u00e9\ud83c\udfc6"#][index % 6]
            parts.append(#"{"user_name": "\#(name) \#(index)", "rank": \#(index + 1), "values": [\#(index).5, null, true, [], {}, {"a": [1, {"b": "]}"}]}]}"#)
        }
        return "{\"column_schema\": [{\"id\": \"rank\"}],\n \"rows\": [\n" + parts.joined(separator: ",\n ") + "\(tail)]}"
    }

    struct Rows: LeaderboardRowSink {
        var rows: [JSONObject] = []
        mutating func begin(columns: [ColumnDocument]) {}
        mutating func row(_ row: JSONObject) { rows.append(row) }
    }

    static func sequentialRows(_ text: String) throws -> [JSONValue] {
        guard case .object(let root) = try JSONParser.parse(bytes: Array(text.utf8)), case .array(let rows)? = root["rows"] else {
            return []
        }
        return rows
    }

    @Test("rows arrive complete and in document order")
    func sameRows() throws {
        let text = Self.document(rows: 12_000)
        #expect(text.utf8.count > JSONParser.parallelThreshold)
        var sink = Rows()
        _ = try LeaderboardDocument.decode(bytes: Array(text.utf8), on: .everyCore, rows: &sink).get()
        #expect(sink.rows.map(JSONValue.object) == (try Self.sequentialRows(text)))
    }

    @Test("a syntax error inside the rows is reported as the sequential parser reports it",
          arguments: [("missing comma", #"{"user_name": "x"} {"user_name": "y"}"#),
                      ("bad literal", #"{"user_name": nul}"#),
                      ("trailing comma", #"{"user_name": "x"},"#),
                      ("missing value", #"{"user_name": }"#),
                      ("control character", "{\"user_name\": \"a\u{01}b\"}"),
                      ("bad escape", #"{"user_name": "\x"}"#),
                      ("two values", #"12 34"#),
                      ("deep nesting", String(repeating: "[", count: 300) + String(repeating: "]", count: 300))])
    func sameError(name: String, bad: String) throws {
        let text = Self.document(rows: 12_000, tail: ",\n " + bad)
        var sink = Rows()
        guard case .failure(let failure) = LeaderboardDocument.decode(bytes: Array(text.utf8), on: .everyCore, rows: &sink) else {
            Issue.record("\(name) must fail")
            return
        }
        var expected = ""
        do { _ = try JSONParser.parse(bytes: Array(text.utf8)) } catch { expected = "$: \(error.description)" }
        #expect(!expected.isEmpty)
        #expect(failure.issues.map(\.description) == [expected], "\(name)")
    }

    @Test("invalid UTF-8 between rows is named as such, at its byte")
    func invalidUTF8() throws {
        var bytes = Array(Self.document(rows: 12_000).utf8)
        let middle = bytes.count / 2
        let comma = try #require(bytes[middle...].firstIndex(of: UInt8(ascii: ",")))
        bytes.insert(0xFF, at: comma + 1)
        var sink = Rows()
        guard case .failure(let failure) = LeaderboardDocument.decode(bytes: bytes, on: .everyCore, rows: &sink) else {
            Issue.record("must fail")
            return
        }
        var expected = ""
        do { _ = try JSONParser.parse(bytes: bytes) } catch { expected = "$: \(error.description)" }
        #expect(expected.contains("UTF-8"))
        #expect(failure.issues.map(\.description) == [expected])
    }

    @Test("the scan finds every element start, skipping strings and nested containers")
    func scan() {
        let text = #"[1, "a,]", {"b": [2, 3]}, [], "\"", null ]tail"#
        let layout = Array(text.utf8).withUnsafeBufferPointer { JSONParser.scanArray($0, at: 0) }
        #expect(layout?.starts == [1, 4, 11, 26, 30, 36])
        #expect(layout?.end == text.utf8.count - 4)
        for broken in ["[1,,2]", "[1, 2", #"["abc]"#, "[1,]", "[1}"] {
            #expect(Array(broken.utf8).withUnsafeBufferPointer { JSONParser.scanArray($0, at: 0) } == nil, "\(broken)")
        }
    }
}
