import Foundation
import Rendering
import Testing

private let renderer = MarkdownRenderer()

@Suite("MarkdownRenderer: GitHub-flavoured, safe")
struct MarkdownRendererTests {
    @Test("a GFM table renders header and body cells, with alignment")
    func table() throws {
        let html = try HTMLFragment(renderer.html(from: "| Place | Amount |\n| --- | ---: |\n| 1st | $50.00 |\n| 2nd | TBD |\n"))
        #expect(try html.elements("table/thead/tr/th").map(\.stringValue) == ["Place", "Amount"])
        #expect(try html.tableRows() == [["1st", "$50.00"], ["2nd", "TBD"]])
        #expect(try html.elements("table/thead/tr/th")[1].attribute(forName: "style")?.stringValue == "text-align: right")
        #expect(try html.elements("table/thead/tr/th")[1].attribute(forName: "align") == nil)
    }

    @Test("strikethrough, emphasis and autolinks render")
    func inlineExtensions() throws {
        let html = try HTMLFragment(renderer.html(from: "~~old~~ **new** see https://example.com/rules and www.example.org\n"))
        #expect(try html.elements("p/del").map(\.stringValue) == ["old"])
        #expect(try html.elements("p/strong").map(\.stringValue) == ["new"])
        #expect(try html.attributeValues("href") == ["https://example.com/rules", "http://www.example.org"])
    }

    @Test("raw HTML is omitted, block and inline", arguments: [
        "<script>alert(1)</script>\n",
        "Hello <script>alert(1)</script> world\n",
        "<div onclick=\"x()\">block</div>\n",
        "text <img src=x onerror=alert(1)> more\n",
        "<iframe src=\"https://evil.example\"></iframe>\n",
        "<style>body{display:none}</style>\n",
        "a <b>bold</b> <a href=\"javascript:alert(1)\">link</a>\n",
    ])
    func rawHTML(markdown: String) throws {
        let output = renderer.html(from: markdown)
        let html = try HTMLFragment(output)
        #expect(try html.elementNames().isSubset(of: ["p"]))
        #expect(try html.attributeValues("href").isEmpty && html.attributeValues("src").isEmpty)
        #expect(output.contains("raw HTML omitted"))
        #expect(!output.lowercased().contains("<script"))
    }

    @Test("dangerous link schemes never become hrefs or srcs", arguments: [
        "[x](javascript:alert(1))", "[x](JaVaScRiPt:alert(1))", "[x](vbscript:msgbox)", "[x](file:///etc/passwd)",
        "[x](data:text/html;base64,PHNjcmlwdD4=)", "![x](javascript:alert(1))", "<javascript:alert(1)>",
        "[x][ref]\n\n[ref]: javascript:alert(1)",
    ])
    func dangerousLinks(markdown: String) throws {
        let html = try HTMLFragment(renderer.html(from: markdown + "\n"))
        let urls = try html.attributeValues("href") + html.attributeValues("src")
        for url in urls {
            let scheme = url.lowercased()
            #expect(!scheme.hasPrefix("javascript:") && !scheme.hasPrefix("vbscript:") && !scheme.hasPrefix("file:")
                        && !scheme.hasPrefix("data:text"), "unsafe URL \(url)")
        }
    }

    @Test("safe links keep their href")
    func safeLink() throws {
        let html = try HTMLFragment(renderer.html(from: "[rules](https://example.com/r?a=1&b=2) [mail](mailto:ops@example.com)\n"))
        #expect(try html.attributeValues("href") == ["https://example.com/r?a=1&b=2", "mailto:ops@example.com"])
    }

    @Test("empty input renders nothing")
    func empty() {
        #expect(renderer.html(from: "") == "")
    }
}

@Suite("MarkdownEscaper")
struct MarkdownEscaperTests {
    /// User strings and the text a reader should see for each.
    static let userStrings: [(String, String)] = [
        ("plain name", "plain name"),
        ("a|b", "a|b"),
        ("|leading and trailing|", "|leading and trailing|"),
        ("line1\nline2", "line1 line2"),
        ("windows\r\nline", "windows line"),
        ("para\u{2028}sep", "para sep"),
        ("**not bold** *nor italic*", "**not bold** *nor italic*"),
        ("<script>alert(1)</script>", "<script>alert(1)</script>"),
        ("<img src=x onerror=alert(1)>", "<img src=x onerror=alert(1)>"),
        ("_under_ `code` [link](http://x.example)", "_under_ `code` [link](http://x.example)"),
        ("![img](javascript:alert(1))", "![img](javascript:alert(1))"),
        ("# not a heading", "# not a heading"),
        ("~~not struck~~", "~~not struck~~"),
        ("&amp; &copy; &#60;", "&amp; &copy; &#60;"),
        ("back\\slash \\| pipe", "back\\slash \\| pipe"),
        ("ends with backslash\\", "ends with backslash\\"),
        ("{{mustache}} and {{{triple}}}", "{{mustache}} and {{{triple}}}"),
        ("-5 + 3 = -2.", "-5 + 3 = -2."),
        ("1. not a list", "1. not a list"),
        ("Zoë 🏈 東京 “quotes” ‘single’", "Zoë 🏈 東京 “quotes” ‘single’"),
        ("\"double\" 'single'", "\"double\" 'single'"),
        ("https://example.com/x", "https://example.com/x"),
        ("<https://example.com>", "<https://example.com>"),
        ("a || b ||| c", "a || b ||| c"),
    ]

    @Test("escaped user text in a GFM table row keeps the cell count and shows the same text", arguments: userStrings)
    func tableRoundTrip(user: String, shown: String) throws {
        let cell = MarkdownEscaper.escape(user)
        #expect(!cell.contains("\n") && !cell.contains("\r"))
        let markdown = "| Before | User | After |\n| --- | --- | --- |\n| 1 | \(cell) | end |\n"
        let html = try HTMLFragment(renderer.html(from: markdown))
        #expect(try html.tableRows() == [["1", shown, "end"]])
        #expect(try html.elementNames().isSubset(of: ["table", "thead", "tbody", "tr", "th", "td"]))
    }

    @Test("escaped user text in a paragraph shows the same text and no markup", arguments: userStrings)
    func paragraphRoundTrip(user: String, shown: String) throws {
        let html = try HTMLFragment(renderer.html(from: MarkdownEscaper.escape(user) + "\n"))
        #expect(try html.elements("p").map(\.stringValue) == [shown])
        #expect(try html.elementNames() == ["p"])
    }

    /// GFM's extended autolinks (www., bare e-mail) may still link these; the text must read the same
    /// and no link may carry a dangerous scheme.
    @Test("bare domains and addresses read the same; any autolink is harmless", arguments: [
        "www.example.com and ana@example.com", "mailto:x@example.com javascript:alert(1)",
    ])
    func autolinkable(user: String) throws {
        let markdown = "| User | After |\n| --- | --- |\n| \(MarkdownEscaper.escape(user)) | end |\n"
        let html = try HTMLFragment(renderer.html(from: markdown))
        #expect(try html.tableRows() == [[user, "end"]])
        #expect(try html.elementNames().isSubset(of: ["table", "thead", "tbody", "tr", "th", "td", "a"]))
        for href in try html.attributeValues("href") {
            #expect(href.hasPrefix("http://") || href.hasPrefix("https://") || href.hasPrefix("mailto:"), "href \(href)")
        }
    }

    @Test("text without special characters is returned unchanged", arguments: ["ana", "Zoë 東京", "100 points", ""])
    func unchanged(text: String) {
        #expect(MarkdownEscaper.escape(text) == text)
    }

    @Test("neutraliseHTML keeps Markdown but shows tags as text")
    func neutraliseHTML() throws {
        let markdown = MarkdownEscaper.neutraliseHTML("**Rules:** <script>alert(1)</script> <b>x</b>")
        #expect(markdown == "**Rules:** &lt;script>alert(1)&lt;/script> &lt;b>x&lt;/b>")
        let html = try HTMLFragment(renderer.html(from: markdown + "\n"))
        #expect(try html.elements("p/strong").map(\.stringValue) == ["Rules:"])
        #expect(try html.elements("p").map(\.stringValue) == ["Rules: <script>alert(1)</script> <b>x</b>"])
        #expect(MarkdownEscaper.neutraliseHTML("no tags") == "no tags")
    }
}

@Suite("HTMLEscaper")
struct HTMLEscaperTests {
    @Test("the five special characters are escaped, everything else kept", arguments: [
        ("<a href=\"x\">'&'</a>", "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;"),
        ("plain Zoë 🏈", "plain Zoë 🏈"), ("", ""), ("&amp;", "&amp;amp;"), ("a < b > c", "a &lt; b &gt; c"),
    ])
    func escape(text: String, expected: String) {
        #expect(HTMLEscaper.escape(text) == expected)
    }

    @Test("escaped text parses back to the original text inside an element")
    func roundTrip() throws {
        let text = "<script>\"it's\" & more</script> 東京"
        let fragment = try HTMLFragment("<p title=\"\(HTMLEscaper.escape(text))\">\(HTMLEscaper.escape(text))</p>")
        #expect(try fragment.elements("p").map(\.stringValue) == [text])
        #expect(try fragment.attributeValues("title") == [text])
    }
}

/// libcmark-gfm's special-character table is process-wide; rendering from many threads must still give one answer.
@Suite("MarkdownRenderer: concurrency")
struct MarkdownConcurrencyTests {
    @Test func concurrentRendersAgree() async {
        let markdown = "Pick ~~two~~ one. See https://example.com/rules and www.example.org.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n"
        let expected = MarkdownRenderer().html(from: markdown)
        #expect(expected.contains("<del>two</del>"))
        let results = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<4 {
                group.addTask { (0..<300).map { _ in MarkdownRenderer().html(from: markdown) } }
            }
            var all: [String] = []
            for await batch in group { all += batch }
            return all
        }
        #expect(results.allSatisfy { $0 == expected })
    }
}
