import Foundation
import Rendering
import Testing

/// Organiser Markdown that makes the packaged cmark-gfm's table extension quadratic or explosive.
/// Found while checking hangs by hand (FUZZING.md): each took from seconds to minutes and up to 5 GB before the guard.
@Suite(.timeLimit(.minutes(1))) struct MarkdownAbuseTests {
    static let cases: [(String, String)] = [
        ("60,000 header columns", "|" + String(repeating: "a|", count: 60_000) + "\n|" + String(repeating: "-|", count: 60_000)
            + "\n|" + String(repeating: "x|", count: 60_000) + "\n"),
        ("a row of 180,000 cells under a one-column table", "|a|\n|-|\n" + String(repeating: "|", count: 180_000)),
        ("250 columns padded over 80,000 short rows", "|" + String(repeating: "a|", count: 250) + "\n|"
            + String(repeating: "-|", count: 250) + "\n" + String(repeating: "x\n", count: 80_000)),
    ]

    @Test(arguments: cases)
    func hostileTableRendersQuicklyAsText(name: String, markdown: String) {
        let clock = ContinuousClock.now
        let html = MarkdownRenderer().html(from: markdown)
        #expect(ContinuousClock.now - clock < .seconds(10), "\(name)")
        #expect(!html.contains("<table"), "\(name)")
        #expect(html.utf8.count < markdown.utf8.count * 4, "\(name)")
    }

    @Test func ordinaryTablesStillRender() {
        let markdown = "Intro\n\n| Place | Prize |\n| :-- | --: |\n| 1st | $50 |\n| 2nd | $25 |\n\nAfter | pipes\n"
        let html = MarkdownRenderer().html(from: markdown)
        #expect(html.contains("<table>"))
        #expect(html.contains("<td style=\"text-align: right\">$50</td>"))
    }
}
