@testable import Contracts
import Testing

/// `parse(bytes:skippingArrayAt:)`: the API's single-page leaderboards are read for their pagination only; the
/// rows are counted by a structural scan and parsed later by the mapper.
@Suite struct SkimParseTests {
    @Test func theArrayIsCountedNotBuiltAndTheRestOfTheRootIsParsed() throws {
        let text = #"{"contest_id":"c1","rows":[{"rank":1,"user_name":"a \"]\" b"},[1,[2]],"x",3,null],"pagination":{"page":1,"total_pages":1}}"#
        let (root, count) = try JSONParser.parse(bytes: Array(text.utf8), skippingArrayAt: "rows")
        #expect(count == 5)
        guard case .object(let object) = root else { Issue.record("root is not an object"); return }
        #expect(object.keys == ["contest_id", "rows", "pagination"])
        #expect(object["rows"] == .array([]))
        #expect(object["contest_id"] == .string("c1"))
        guard case .object(let pagination)? = object["pagination"] else { Issue.record("no pagination"); return }
        #expect(pagination["total_pages"] == .integer(1))
        let empty = try JSONParser.parse(bytes: Array(#"{"rows": [ ]}"#.utf8), skippingArrayAt: "rows")
        #expect(empty.count == 0)
    }

    @Test func onlyARootArrayIsSkipped() throws {
        let nested = try JSONParser.parse(bytes: Array(#"{"a":{"rows":[1,2]},"rows":{"n":1}}"#.utf8), skippingArrayAt: "rows")
        #expect(nested.count == nil)
        guard case .object(let object) = nested.root else { Issue.record("root is not an object"); return }
        #expect(object["a"] == .object(JSONObject(keys: ["rows"], values: [.array([.integer(1), .integer(2)])])))
    }

    @Test func aBrokenArrayIsReportedByTheFullParse() {
        for text in [#"{"rows":[1,,2]}"#, #"{"rows":[1,2"#, #"{"rows":["unterminated]}"#] {
            #expect(throws: JSONSyntaxError.self, "\(text)") { try JSONParser.parse(bytes: Array(text.utf8), skippingArrayAt: "rows") }
        }
        // What the scan does not look at (inside elements) is left to the later full parse.
        let loose = try? JSONParser.parse(bytes: Array(#"{"rows":[tru, {"a" 1}]}"#.utf8), skippingArrayAt: "rows")
        #expect(loose?.count == 2)
    }
}
