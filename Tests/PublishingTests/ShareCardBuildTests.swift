import Foundation
import Input
import TestSupport
import Testing
@testable import Publishing

/// The share cards through a real build of the sample site (CONTRACT §12): named by every contest page, standings
/// page and join page, drawn once, carried while only the standings move, and gone with `share_cards: false`.
@Suite struct ShareCardBuildTests {
    /// A contest with a join page open to new entries.
    let joinable = "7b9d1f3a-5c7e-4a9b-b1d3-3e5a7c9e1b12"

    func text(_ site: TestSite, _ path: String) throws -> String {
        try String(contentsOfFile: "\(site.output())/\(path)", encoding: .utf8)
    }

    /// The `og:image` a page names, as a path in the output.
    func card(named page: String) throws -> String {
        let url = try #require(page.firstMatch(of: /<meta property="og:image" content="https:\/\/contests\.example\.com\/([^"]+)">/)).1
        return String(url)
    }

    @Test func everyContestsPagesNameItsOneCardWithItsSizeAndWords() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        #expect(try await site.build().exitStatus == 0)
        for id in site.contestIDs {
            let page = try text(site, "contests/\(id)/index.html")
            let path = try card(named: page)
            #expect(path.hasPrefix("contests/\(id)/card-") && path.hasSuffix(".png"))
            let png = try #require(FileManager.default.contents(atPath: "\(site.output())/\(path)"))
            #expect(png.count < 300_000 && png.starts(with: [0x89, 0x50, 0x4e, 0x47]))
            for tag in [#"<meta property="og:image:width" content="1200">"#, #"<meta property="og:image:height" content="630">"#,
                        #"<meta property="og:image:type" content="image/png">"#, #"<meta name="twitter:card" content="summary_large_image">"#,
                        "<meta name=\"twitter:image\" content=\"https://contests.example.com/\(path)\">"] {
                #expect(page.contains(tag), "\(id): \(tag)")
            }
            let cards = try FileManager.default.contentsOfDirectory(atPath: "\(site.output())/contests/\(id)").filter { $0.hasPrefix("card-") }
            #expect(cards.count == 1)
        }
        let contest = try text(site, "contests/\(joinable)/index.html")
        let alt = try #require(contest.firstMatch(of: /<meta property="og:image:alt" content="([^"]*)">/)).1
        #expect(alt.contains("Type") && alt.contains("Entry fee") && alt.hasSuffix("Join this contest"), "\(alt)")
        let join = try #require(try FileManager.default.contentsOfDirectory(atPath: "\(site.output())/join").first { token in
            (try? text(site, "join/\(token)/index.html"))?.contains("/contests/\(joinable)/") == true
        })
        #expect(try card(named: text(site, "join/\(join)/index.html")) == card(named: contest))
    }

    @Test func newStandingsDrawNoCardAndANewNameDrawsOneUnderANewName() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        _ = try await site.build()
        let path = try card(named: text(site, "contests/\(joinable)/index.html"))
        let before = fileStamps(site.output())
        try site.edit(joinable) { $0.replacingOccurrences(of: "\"entry_count\": ", with: "\"entry_count\": 1") }
        #expect(try await site.build().built == [joinable])
        // The same file, not drawn again: its inode and mtime are the published one's.
        #expect(fileStamps(site.output())[path] == before[path])
        #expect(try card(named: text(site, "contests/\(joinable)/index.html")) == path)

        try site.edit(joinable) { $0.replacingOccurrences(of: "\"contest_name\": \"", with: "\"contest_name\": \"Renamed ") }
        _ = try await site.build()
        let renamed = try card(named: text(site, "contests/\(joinable)/index.html"))
        #expect(renamed != path)
        #expect(FileManager.default.fileExists(atPath: "\(site.output())/\(renamed)"))
        #expect(!FileManager.default.fileExists(atPath: "\(site.output())/\(path)"))
    }

    @Test func anUpgradeOfPCSiteRendersEveryPageAndDrawsNoCard() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        _ = try await site.build()
        let before = fileStamps(site.output())
        // Another binary: every page is rendered again, every card is linked from the published site as it is.
        let report = try await site.build { $0.binaryIdentity = "another pcsite" }
        #expect(report.built.count == site.contestIDs.count)
        let cards = before.keys.filter { $0.contains("/card-") }
        #expect(cards.count == site.contestIDs.count)
        for card in cards { #expect(fileStamps(site.output())[card] == before[card], "\(card)") }

        // A new colour is a new design: every card is drawn again, under a new name.
        try site.append("share_card:\n  background: \"#123456\"\n")
        _ = try await site.build()
        let after = fileStamps(site.output())
        #expect(cards.allSatisfy { after[$0] == nil })
        #expect(after.keys.filter { $0.contains("/card-") }.count == cards.count)
    }

    @Test func withShareCardsOffPagesNameNoImageAndTheRestIsAsWithThem() async throws {
        let on = try TestSite.sample(), off = try TestSite.sample()
        defer { on.remove(); off.remove() }
        try off.append("share_cards: false\n")
        _ = try await on.build()
        _ = try await off.build()
        let files = { (site: TestSite) in Set(fileStamps(site.output()).keys) }
        #expect(files(on).subtracting(files(off)).allSatisfy { $0.contains("/card-") })
        #expect(files(off).isSubset(of: files(on)))
        let page = try text(off, "contests/\(joinable)/index.html")
        #expect(!page.contains("og:image") && page.contains(#"<meta name="twitter:card" content="summary">"#))
        #expect(page.contains("<meta property=\"og:title\""))
    }

    @Test func theAppsKeysWriteTheAssociationFilesAndTheSmartAppBanner() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        _ = try await site.build()
        #expect(!FileManager.default.fileExists(atPath: "\(site.output())/.well-known"))
        try site.append("""
            apps:
              ios: {app_ids: [ABCDE12345.com.example.contests], app_store_id: "1234567890"}
              android:
                package: com.example.contests
                sha256_cert_fingerprints: ["14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"]

            """)
        _ = try await site.build()
        let apple = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath:
            "\(site.output())/.well-known/apple-app-site-association"))) as? [String: Any])
        let details = try #require(((apple["applinks"] as? [String: Any])?["details"] as? [[String: Any]])?.first)
        #expect(details["appIDs"] as? [String] == ["ABCDE12345.com.example.contests"])
        #expect((details["components"] as? [[String: String]])?.map { $0["/"] } == ["/join/*"])
        let android = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath:
            "\(site.output())/.well-known/assetlinks.json"))) as? [[String: Any]])
        let target = try #require(android.first?["target"] as? [String: Any])
        #expect(target["package_name"] as? String == "com.example.contests")
        #expect(android.first?["relation"] as? [String] == ["delegate_permission/common.handle_all_urls"])
        let token = try #require(try FileManager.default.contentsOfDirectory(atPath: "\(site.output())/join").sorted().first)
        #expect(try text(site, "join/\(token)/index.html").contains(
            "<meta name=\"apple-itunes-app\" content=\"app-id=1234567890, app-argument=https://contests.example.com/join/\(token)/\">"))
        #expect(!(try text(site, "contests/\(joinable)/index.html")).contains("apple-itunes-app"))
        // A run where nothing changed writes nothing, the association files included.
        #expect(try await site.build().filesWritten == 0)
    }
}

extension TestSite {
    /// Appends settings to pcsite.yml.
    func append(_ yaml: String) throws {
        let path = root.appendingPathComponent("pcsite.yml").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try (text + (text.hasSuffix("\n") ? "" : "\n") + yaml).write(toFile: path, atomically: true, encoding: .utf8)
    }
}
