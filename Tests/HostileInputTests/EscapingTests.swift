import Contracts
import Domain
import Input
import Rendering
import Testing

/// Unit-level guards behind the end-to-end cases: what the escaper and the mapper do with hostile text.
@Suite struct EscapingTests {
    @Test("NUL and XML-forbidden controls become U+FFFD; tab, newline and CR stay", arguments: [
        ("a\u{0}b", "a\u{FFFD}b"), ("\u{1}\u{8}\u{B}\u{C}\u{1F}", String(repeating: "\u{FFFD}", count: 5)),
        ("t\ta\nb\rc", "t\ta\nb\rc"), ("<\u{0}>", "&lt;\u{FFFD}&gt;"), ("\u{7F}é", "\u{7F}é"),
    ])
    func controlCharacters(text: String, expected: String) {
        #expect(HTMLEscaper.escape(text) == expected)
    }

    @Test func markdownKeepsNoControlCharacters() {
        let html = MarkdownRenderer().html(from: "a\u{C}b\u{1B}[31mc\u{0}d\te\r\nf\n")
        #expect(html == "<p>a\u{FFFD}b\u{FFFD}[31mc\u{FFFD}d\te\nf</p>\n")
    }

    @Test func aHugeLeaderboardContestIDIsShortenedInTheMessage() {
        let hugeID = String(repeating: "x", count: 100_000)
        let contest = """
            {"contest_id":"c1","type":"nba","contest_name":"n","status":"active","entry_count":0,"entry_fee_cents":0,
             "leaderboard_state":"open","actions":{},"payout_table":[],"created_at":"2026-01-18T20:15:00Z",
             "updated_at":"2026-01-18T20:15:00Z"}
            """
        let leaderboard = "{\"contest_id\":\"\(hugeID)\",\"column_schema\":[],\"rows\":[]}"
        var mapper = ContestMapper(expectedID: "c1", contestSource: "contest.json", leaderboardSource: "leaderboard.json",
                                   parallel: .everyCore)
        let result = mapper.map(reference: ContestReference(key: "c1", location: "c1"), contestBytes: Array(contest.utf8),
                                leaderboardBytes: Array(leaderboard.utf8))
        guard case .failed(_, _, let problems) = result else {
            Issue.record("expected a failure")
            return
        }
        #expect(problems.map(\.description) == [
            "leaderboard.json: $.contest_id: \"\(String(repeating: "x", count: 80))\" does not match the contest's \"c1\"",
        ])
    }

    @Test func errorLinesCarryNoTerminalControlSequences() {
        let problem = Problem(source: "contests/\u{1B}[2Jx/contest.json", path: "$.start_time",
                                   message: "\"\u{1B}]0;owned\u{7}\u{9B}31m\" is not an ISO 8601 timestamp\nsecond line")
        #expect(problem.description == "contests/\u{FFFD}[2Jx/contest.json: $.start_time: "
            + "\"\u{FFFD}]0;owned\u{FFFD}\u{FFFD}31m\" is not an ISO 8601 timestamp second line")
    }

    @Test func nestingBeyondTheLimitIsASyntaxErrorNotACrash() {
        let deep = Array(repeating: UInt8(ascii: "{"), count: 10_000_000)
        #expect(throws: JSONSyntaxError.self) { _ = try JSONParser.parse(deep) }
    }
}
