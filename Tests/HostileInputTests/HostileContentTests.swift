import Foundation
import Testing

/// Hostile text in valid documents: rendered inert, never live markup, never a path.
@Suite(.timeLimit(.minutes(5))) struct HostileContentTests {
    @Test func nulBytesInNamesRenderSafelyAndTruncateNothing() async throws {
        let site = try HostileSite()
        defer { site.remove() }
        let id = "nul-contest"
        let name = "Before\u{0}After <b>"
        try site.writeContest(HostileSite.contest(id: id, name: name, extra: ["organizer_name": "org\u{0}x"]),
                              leaderboard: HostileSite.leaderboard(id: id, columns: [["id": "rank"], ["id": "user_name"]],
                                                                   rows: [["rank": 1, "user_name": "ana\u{0}../../etc"]]))
        let before = site.outsideListing()
        let report = try await site.build()
        #expect(report.exitStatus == 0, "\(report.lines)")
        let (html, tree) = try site.page("contests/\(id)/index.html")
        #expect(!html.utf8.contains(0))
        #expect(tree.descendants("h1").first?.normalizedText == "Before\u{FFFD}After <b>")
        #expect(tree.descendants("td").contains { $0.text.contains("ana\u{FFFD}../../etc") }
            || tree.descendants("th").contains { $0.text.contains("ana\u{FFFD}../../etc") })
        let feed = try String(contentsOfFile: "\(site.output)/feed.xml", encoding: .utf8)
        #expect(feed.contains("Before\u{FFFD}After &lt;b&gt;"))
        #expect(!feed.utf8.contains(0))
        let markdown = try String(contentsOfFile: "\(site.output)/contests/\(id)/index.md", encoding: .utf8)
        #expect(markdown.contains("After"))
        #expect(site.outsideListing() == before)
    }

    @Test func hundredKilobyteColumnIDAndUserNameRender() async throws {
        let site = try HostileSite()
        defer { site.remove() }
        let id = "long-names"
        let longID = String(repeating: "c", count: 100_000)
        let longName = String(repeating: "n<", count: 50_000)
        try site.writeContest(HostileSite.contest(id: id), leaderboard: HostileSite.leaderboard(
            id: id, columns: [["id": "rank", "type": "ordinal"], ["id": longID, "name": longName, "type": "numeric"]],
            rows: [["rank": 1, "user_name": longName, "values": [longID: "not a number"]]]))
        let report = try await site.build()
        #expect(report.exitStatus == 0, "\(report.lines.map { $0.prefix(200) })")
        let (_, tree) = try site.page("contests/\(id)/index.html")
        #expect(tree.descendants("th").contains { $0.text == longName })
        #expect(report.warnings.count == 1)
        #expect(report.warnings.allSatisfy { $0.utf8.count < 1_000 }, "\(report.warnings.map { $0.prefix(200) })")
    }

    @Test func aQuarterMillionColumnsBuild() async throws {
        let site = try HostileSite()
        defer { site.remove() }
        let id = "wide"
        let count = 250_000
        var json = "{\"contest_id\":\"\(id)\",\"leaderboard_state\":\"scored\",\"column_schema\":["
        json.reserveCapacity(count * 24)
        for index in 0..<count { json += index == 0 ? "{\"id\":\"c0\"}" : ",{\"id\":\"c\(index)\"}" }
        json += "],\"rows\":["
        json += (1...3).map { "{\"user_name\":\"u\($0)\",\"values\":{\"c0\":\($0),\"c\(count - 1)\":\"last\"}}" }
            .joined(separator: ",")
        json += "]}"
        try site.writeContest(HostileSite.contest(id: id))
        try site.write(json, to: "\(site.folder(id))/leaderboard.json")
        // Linear: ~20 s in a debug build on a busy 2-core machine, a million columns ~80 s (FUZZING.md); a quadratic
        // step would take hours here, so the suite would not finish. No clock is read: a loaded host is not a failure.
        let report = try await site.build()
        #expect(report.exitStatus == 0, "\(report.lines)")
        #expect(report.built.sorted() == [HostileSite.goodID, id])
        let markdown = try String(contentsOfFile: "\(site.output)/contests/\(id)/index.md", encoding: .utf8)
        #expect(markdown.contains("| last |"))
    }

    /// Decision: ids are case-sensitive (CONTRACT §4 allows A–Z and a–z), so both build and nothing is reported.
    /// On a case-insensitive file system (macOS default, Windows) the two output folders would be one; the disk
    /// source cannot even hold both folders there. Building on such hosts is unsupported (FUZZING.md).
    @Test func contestIDsDifferingOnlyByCaseBothBuildOnLinux() async throws {
        let site = try HostileSite()
        defer { site.remove() }
        try site.writeContest(HostileSite.contest(id: "Case-ID", name: "Upper"))
        try site.writeContest(HostileSite.contest(id: "case-id", name: "Lower"))
        let report = try await site.build()
        #expect(report.exitStatus == 0, "\(report.lines)")
        #expect(report.built.sorted() == ["Case-ID", "case-id", HostileSite.goodID])
        #expect(try site.page("contests/Case-ID/index.html").tree.descendants("h1").first?.normalizedText == "Upper")
        #expect(try site.page("contests/case-id/index.html").tree.descendants("h1").first?.normalizedText == "Lower")
    }

    @Test func contestIDClaimedByAnotherFolderIsAnErrorForThatFolder() async throws {
        let site = try HostileSite()
        defer { site.remove() }
        try site.writeContest(HostileSite.contest(id: HostileSite.goodID, name: "Impostor"), folder: "a-impostor")
        let report = try await site.build()
        #expect(report.exitStatus == 1)
        #expect(report.lines == ["\(site.folder("a-impostor"))/contest.json: $.contest_id: "
            + "\"\(HostileSite.goodID)\" does not match its folder or listing \"a-impostor\""])
        #expect(report.built == [HostileSite.goodID])
        #expect(try site.page("contests/\(HostileSite.goodID)/index.html").tree.descendants("h1").first?.normalizedText
            == "Good contest")
    }

    @Test(arguments: ["../../escaped", "..", "/tmp/abs", "a/b", "C:\\x", "id\u{0}x", ""])
    func pathTraversalContestIDIsRejectedAndWritesNothingOutside(contestID: String) async throws {
        let site = try HostileSite()
        defer { site.remove() }
        try site.writeContest(HostileSite.contest(id: contestID), folder: "traversal")
        let before = site.outsideListing()
        let report = try await site.build()
        #expect(report.exitStatus == 1)
        #expect(report.lines.count == 1)
        #expect(report.lines.first?.hasPrefix("\(site.folder("traversal"))/contest.json: $.contest_id: ") == true)
        #expect(report.lines.first?.hasSuffix("is not a safe path segment [A-Za-z0-9_-]{1,128}") == true)
        #expect(report.built == [HostileSite.goodID])
        #expect(site.outsideListing() == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: "\(site.output)/contests") == [HostileSite.goodID])
    }

    @Test func scriptAndCommentTerminatorsInMetaTagsAreEscaped() async throws {
        let site = try HostileSite()
        defer { site.remove() }
        let id = "meta"
        let name = "</script><script>alert(1)</script> --> <!-- \" onload=\"x"
        try site.writeContest(HostileSite.contest(id: id, name: name, extra: ["organizer_name": "</title>-->"]))
        let report = try await site.build()
        #expect(report.exitStatus == 0, "\(report.lines)")
        for path in ["contests/\(id)/index.html", "join/tok-\(id)/index.html"] {
            let (html, tree) = try site.page(path)
            #expect(!html.contains("</script><script>alert"))
            #expect(!html.contains("-->"))
            #expect(!html.contains("<!--"))
            // The join page's own copy-link helper is the only inline script a page may hold; the check for new
            // standings (CONTRACT §9) is the site's own file, by URL.
            #expect(tree.descendants("script").allSatisfy {
                (["/assets/live.js", "/assets/words.js"].contains($0.attributes["src"]) && $0.text.isEmpty)
                    || (path.hasPrefix("join/") && $0.text.contains("navigator.clipboard") && !$0.text.contains("alert"))
            })
            let metas = tree.descendants("meta")
            let description = metas.first { $0.attributes["name"] == "description" }?.attributes["content"]
            #expect(description?.contains("organizer: </title>-->") == true)
            if path.hasPrefix("join/") {
                #expect(metas.first { $0.attributes["property"] == "og:title" }?.attributes["content"] == "Join \(name)")
                #expect(metas.first { $0.attributes["name"] == "twitter:description" }?.attributes["content"] == description)
            }
        }
    }
}
