import TestSupport
import Domain
import Foundation
import Rendering
import Testing

/// End to end: the bundled sample built with the real templates and real cmark-gfm, checked by parsing pages.
@Suite struct SampleSiteTests {
    @Test func buildsEveryPageOfTheContract() async throws {
        let (report, output) = try await SampleSite.build()
        #expect(report.exitStatus == 0, "\(report.problems)")
        let files = try SampleSite.files(in: output)
        let contestIDs = try FileManager.default.contentsOfDirectory(atPath: SampleSite.content + "/contests")
        for id in contestIDs {
            #expect(files["contests/\(id)/index.html"] != nil)
            #expect(files["contests/\(id)/index.md"] != nil)
        }
        for path in ["index.html", "404.html", "sitemap.xml", "feed.xml", "assets/site.css", "pages/about/index.html",
                     "contests/\(SampleSite.bigContest)/page/2/index.html", "contests/\(SampleSite.bigContest)/page/3/index.html"] {
            #expect(files[path] != nil, "missing \(path)")
        }
        #expect(files["contests/\(SampleSite.bigContest)/page/4/index.html"] == nil)
        #expect(files.keys.filter { $0.hasPrefix("join/") }.count == 10)
    }

    @Test func contestPageShowsSummaryAndRangedPayouts() async throws {
        let (_, output) = try await SampleSite.build()
        let page = try SampleSite.page(output, "contests/\(SampleSite.hostileContest)/index.html")
        let document = try Data(contentsOf: URL(fileURLWithPath: "\(SampleSite.content)/contests/\(SampleSite.hostileContest)/contest.json"))
        let name = try #require((try JSONSerialization.jsonObject(with: document) as? [String: Any])?["contest_name"] as? String)
        #expect(page.descendants("h1").first?.normalizedText == name)
        let payoutPlaces = page.descendants("table").first { $0.descendants("caption").first?.normalizedText.hasPrefix("Payout table") == true }?
            .descendants("th").filter { $0.attributes["scope"] == "row" }.map(\.normalizedText)
        #expect(payoutPlaces == ["1st", "2nd", "3rd", "4th–10th"])
    }

    @Test func standingsStatesFollowTheActionFlags() async throws {
        let (_, output) = try await SampleSite.build()
        let scoring = try SampleSite.page(output, "contests/\(SampleSite.scoringContest)/index.html")
        #expect(scoring.descendants("p").contains { $0.hasClass("state") && $0.normalizedText == "Scoring in progress" })
        #expect(scoring.descendants("table").allSatisfy { !$0.hasClass("standings") })
        let hidden = try SampleSite.page(output, "contests/\(SampleSite.hiddenContest)/index.html")
        #expect(hidden.descendants("p").contains { $0.normalizedText == "Standings are not published." })
        let scored = try SampleSite.page(output, "contests/\(SampleSite.hostileContest)/index.html")
        #expect(scored.descendants("table").contains { $0.hasClass("standings") })
    }

    @Test func hiddenStandingsAppearInNoFile() async throws {
        let (_, output) = try await SampleSite.build()
        let leaderboard = try String(contentsOfFile: "\(SampleSite.content)/contests/\(SampleSite.hiddenContest)/leaderboard.json", encoding: .utf8)
        #expect(leaderboard.contains("HIDDEN_ROW_MARKER"), "the fixture must carry the marker")
        for (path, data) in try SampleSite.files(in: output) {
            #expect(!String(decoding: data, as: UTF8.self).contains("HIDDEN_ROW_MARKER"), "hidden row leaked into \(path)")
        }
    }

    @Test func joinCallToActionOnlyWhenJoiningIsOpen() async throws {
        let (_, output) = try await SampleSite.build()
        let open = try SampleSite.page(output, "contests/\(SampleSite.joinableContest)/index.html")
        #expect(open.descendants("a").contains { $0.hasClass("button") && $0.attributes["href"] == "/join/weekendWarriors24/" })
        let readOnly = try SampleSite.page(output, "contests/\(SampleSite.readOnlyContest)/index.html")
        #expect(!readOnly.descendants("a").contains { $0.hasClass("button") })

        let joinPage = try SampleSite.page(output, "join/weekendWarriors24/index.html")
        let links = joinPage.descendants("a").compactMap { $0.attributes["href"] }
        // The JSON API is never a link a browser follows: only <link rel="alternate"> in the head.
        #expect(!links.contains { $0.contains("/api/") })
        #expect(joinPage.descendants("link").contains {
            $0.attributes["rel"] == "alternate" && $0.attributes["type"] == "application/json"
                && $0.attributes["href"] == "https://api.example.com/api/custom-contests/join/weekendWarriors24"
        })
        #expect(links.contains("pcapp://join/weekendWarriors24"))
        #expect(links.contains("https://play.example.com/join/weekendWarriors24"))
        #expect(links.contains("https://apps.apple.com/app/id0000000000"))
        #expect(links.contains("https://play.google.com/store/apps/details?id=com.example.playoffchallenge"))
        #expect(joinPage.descendants("input").first?.attributes["value"] == "https://contests.example.com/join/weekendWarriors24/")
        #expect(joinPage.descendants("svg").contains { $0.attributes["role"] == "img" && !$0.descendants("path").isEmpty })
        let meta = joinPage.descendants("meta")
        #expect(meta.contains { $0.attributes["name"] == "robots" && $0.attributes["content"] == "noindex" })
        #expect(meta.contains { $0.attributes["property"] == "og:url" && $0.attributes["content"] == "https://contests.example.com/join/weekendWarriors24/" })
        #expect(meta.contains { $0.attributes["name"] == "twitter:card" })

        let closedJoin = try SampleSite.page(output, "join/confChamp_Showdown/index.html")
        #expect(closedJoin.descendants("p").contains { $0.normalizedText == "Joining is closed for this contest." })
        #expect(!closedJoin.descendants("a").contains { $0.hasClass("button") })
    }

    @Test func hostileNamesAreEscapedNotExecuted() async throws {
        let (_, output) = try await SampleSite.build()
        let page = try SampleSite.page(output, "contests/\(SampleSite.hostileContest)/index.html")
        let names = page.descendants("th").filter { $0.attributes["scope"] == "row" }.map(\.text)
        #expect(names.contains("<script>alert(1)</script>"))
        #expect(names.contains("\"quoted\" & ampersand"))
        for (path, data) in try SampleSite.files(in: output) where path.hasSuffix(".html") {
            let tree = HTMLTree.parse(String(decoding: data, as: UTF8.self))
            // The only scripts are the site's own: the search box code (by URL, on list pages), the find-an-entrant
            // box and "This is me" (by URL, on standings pages and the entrant index), the check for new standings
            // (by URL, with data attributes only), the scripts' words (by URL, every page), the join page's copy-link
            // helper and the 404 page's forwarding of row links to their contest; no user text ever becomes one.
            #expect(tree.descendants("script").allSatisfy {
                (["/assets/search.js", "/assets/entrants.js", "/assets/live.js", "/assets/words.js"]
                    .contains($0.attributes["src"] ?? "") && $0.text.isEmpty)
                    || (path.hasPrefix("join/") && $0.text.contains("navigator.clipboard") && !$0.text.contains("alert"))
                    || (path == "404.html" && $0.text.contains("location.replace(contest + location.hash)")
                        && !$0.text.contains("alert"))
            },
                    "script element in \(path)")
            #expect(!tree.descendants("a").contains { ($0.attributes["href"] ?? "").lowercased().hasPrefix("javascript:") })
        }
    }

    @Test func markdownCopyRendersTheSameCellsThroughCmark() async throws {
        let (_, output) = try await SampleSite.build()
        for id in [SampleSite.hostileContest, SampleSite.bigContest] {
            let markdown = try String(contentsOfFile: "\(output)/contests/\(id)/index.md", encoding: .utf8)
            let rendered = HTMLTree.parse(MarkdownRenderer().html(from: markdown))
            guard let table = rendered.descendants("table").last else {
                Issue.record("no standings table in \(id)/index.md")
                continue
            }
            let headerCount = table.descendants("th").count
            let rows = table.descendants("tbody").first?.children("tr") ?? []
            let leaderboard = try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: "\(SampleSite.content)/contests/\(id)/leaderboard.json"))) as? [String: Any]
            #expect(rows.count == (leaderboard?["rows"] as? [Any])?.count)
            #expect(rows.allSatisfy { $0.children("td").count == headerCount })

            // Every HTML standings page together shows the same cell text as the Markdown table.
            var htmlRows: [[String]] = []
            var pageNumber = 1
            while true {
                let path = pageNumber == 1 ? "contests/\(id)/index.html" : "contests/\(id)/page/\(pageNumber)/index.html"
                guard FileManager.default.fileExists(atPath: "\(output)/\(path)") else { break }
                let page = try SampleSite.page(output, path)
                let body = page.descendants("table").first { $0.hasClass("standings") }?.descendants("tbody").first
                // The paying-place mark (● and its visually hidden words) is HTML-only; the cell text is the same.
                htmlRows += (body?.children("tr") ?? []).map { $0.children.filter { $0.name == "td" || $0.name == "th" }
                    .map { $0.normalizedText.replacingOccurrences(of: " ●, paying place", with: "") } }
                pageNumber += 1
            }
            let markdownRows = rows.map { $0.children("td").map(\.normalizedText) }
            #expect(htmlRows == markdownRows)
        }
    }

    @Test func standingsPaginateAndFollowTheSortHint() async throws {
        let (_, output) = try await SampleSite.build()
        func rows(_ path: String) throws -> [HTMLNode] {
            try SampleSite.page(output, path).descendants("table").first { $0.hasClass("standings") }?
                .descendants("tbody").first?.children("tr") ?? []
        }
        let first = try rows("contests/\(SampleSite.bigContest)/index.html")
        let second = try rows("contests/\(SampleSite.bigContest)/page/2/index.html")
        let third = try rows("contests/\(SampleSite.bigContest)/page/3/index.html")
        #expect(first.count == 100)
        #expect(second.count == 100)
        #expect(third.count == 60)
        let page = try SampleSite.page(output, "contests/\(SampleSite.bigContest)/index.html")
        let sorted = page.descendants("th").filter { $0.attributes["aria-sort"] != nil }
        #expect(sorted.count == 1)
        #expect(sorted.first?.attributes["aria-sort"] == "descending")
        #expect(third.last?.children("th").first?.normalizedText == "Alex Kim", "null sort key goes last")
    }

    @Test func sitemapAndFeedListPublishedPagesOnly() async throws {
        let (_, output) = try await SampleSite.build()
        let sitemap = try SampleSite.page(output, "sitemap.xml")
        let locations = sitemap.descendants("loc").map(\.normalizedText)
        #expect(!locations.contains { $0.contains("/join/") })
        #expect(locations.contains("https://contests.example.com/contests/\(SampleSite.bigContest)/page/3/"))
        #expect(locations.contains("https://contests.example.com/pages/about/"))
        let feed = try SampleSite.page(output, "feed.xml")
        let entries = feed.descendants("entry")
        #expect(entries.count == 15)
        let updated = entries.map { $0.children("updated").first?.normalizedText ?? "" }
        #expect(updated == updated.sorted(by: >))
        let index = try SampleSite.page(output, "index.html")
        let indexLinks = index.descendants("tbody").first?.children("tr").compactMap { $0.descendants("a").first?.attributes["href"] }
        #expect(indexLinks == entries.compactMap { $0.children("link").first?.attributes["href"]?.replacingOccurrences(of: "https://contests.example.com", with: "") })
    }

    @Test func sameInputGivesByteIdenticalOutput() async throws {
        let (_, first) = try await SampleSite.build(jobs: 1)
        let (_, second) = try await SampleSite.build(jobs: 2)
        #expect(try SampleSite.files(in: first) == SampleSite.files(in: second))
    }
}
