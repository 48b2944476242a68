import TestSupport
import Foundation
import Testing

/// `javascript:` and `data:` never become live links; join links only come from validated tokens.
@Suite(.timeLimit(.minutes(1))) struct HostileLinkTests {
    static let hostileMarkdown = """
        [a](javascript:alert(1)) [b](JaVaScRiPt:alert(2)) [c](data:text/html;base64,PHNjcmlwdD4=)
        [d](  javascript:alert(4)) [e](&#106;avascript:alert(5)) [f](java%0Ascript:alert(6))
        <javascript:alert(7)> <data:text/html,x> [g](vbscript:msgbox(8)) [h](file:///etc/passwd)
        ![i](javascript:alert(9)) ![j](data:image/svg+xml;base64,PHN2Zz4=)
        [k]: javascript:alert(10)
        [k] <a href="javascript:alert(11)">raw</a> <img src=x onerror=alert(12)>
        <script>alert(13)</script>
        [ok](https://example.com/safe)
        """

    /// Every URL-bearing attribute in a page, lowercased with whitespace and control characters removed
    /// (browsers ignore those when they read a scheme).
    static func urls(in tree: HTMLNode) -> [String] {
        var urls: [String] = []
        for name in ["a", "img", "link", "iframe", "form", "area", "source", "video", "audio", "object", "embed"] {
            for node in tree.descendants(name) {
                for key in ["href", "src", "action", "data", "srcset", "poster"] {
                    if let value = node.attributes[key] {
                        urls.append(String(value.lowercased().unicodeScalars.filter { $0.value > 0x20 }.map(Character.init)))
                    }
                }
            }
        }
        return urls
    }

    static func expectNoLiveScriptURLs(_ tree: HTMLNode) {
        let urls = urls(in: tree)
        for url in urls {
            for scheme in ["javascript:", "vbscript:", "data:", "file:"] {
                #expect(!url.hasPrefix(scheme), "\(url)")
            }
        }
        // Only the join page's own copy-link helper may be an inline script; the check for new standings
        // (CONTRACT §9) is the site's own file, by URL.
        #expect(tree.descendants("script").allSatisfy {
            (["/assets/live.js", "/assets/words.js"].contains($0.attributes["src"]) && $0.text.isEmpty)
                || ($0.text.contains("navigator.clipboard") && !$0.text.contains("alert"))
        })
        #expect(!tree.descendants("img").contains { $0.attributes.keys.contains("onerror") })
    }

    @Test func scriptURLsInAContestDescriptionAreNeverLiveLinks() async throws {
        let site = try HostileSite()
        defer { site.remove() }
        try site.writeContest(HostileSite.contest(id: "links", extra: ["description": Self.hostileMarkdown]))
        let report = try await site.build()
        #expect(report.exitStatus == 0, "\(report.lines)")
        let (_, tree) = try site.page("contests/links/index.html")
        Self.expectNoLiveScriptURLs(tree)
        #expect(Self.urls(in: tree).contains("https://example.com/safe"))
        Self.expectNoLiveScriptURLs(try site.page("join/tok-links/index.html").tree)
    }

    @Test func scriptURLsInAContentPageAreNeverLiveLinks() async throws {
        let site = try HostileSite()
        defer { site.remove() }
        try site.write(Self.hostileMarkdown, to: "\(site.content)/pages/links.md")
        let report = try await site.build()
        #expect(report.exitStatus == 0, "\(report.lines)")
        let (_, tree) = try site.page("pages/links/index.html")
        Self.expectNoLiveScriptURLs(tree)
        #expect(Self.urls(in: tree).contains("https://example.com/safe"))
    }

    @Test(arguments: ["javascript:alert(1)", "../../etc", "data:text/html,x", "a/b", "tok en", "..", "tok\u{0}x",
                      String(repeating: "t", count: 129)])
    func hostileJoinTokenIsRejected(token: String) async throws {
        let site = try HostileSite()
        defer { site.remove() }
        try site.writeContest(HostileSite.contest(id: "joinable", extra: ["join_token": token]))
        let listed = site.outsideListing()
        let report = try await site.build()
        #expect(report.exitStatus == 1)
        #expect(report.lines == ["\(site.folder("joinable"))/contest.json: $.join_token: "
            + "not a safe path segment [A-Za-z0-9_-]{1,128}; no join page written"])
        #expect(report.built.sorted() == [HostileSite.goodID, "joinable"])
        #expect(site.exists("join/tok-\(HostileSite.goodID)/index.html"))
        let joinFolders = try FileManager.default.contentsOfDirectory(atPath: "\(site.output)/join")
        #expect(joinFolders == ["tok-\(HostileSite.goodID)"])
        let (_, tree) = try site.page("contests/joinable/index.html")
        #expect(!Self.urls(in: tree).contains { $0.contains("/join/") })
        #expect(site.outsideListing() == listed)
    }
}
