import Foundation
import TestSupport
import Testing
@testable import Publishing

/// `contests/<id>/live.json` (CONTRACT §9): what it says, its size, none for hidden standings, rewritten only
/// when the standings change, and the check on the pages of contests that are not final.
@Suite struct LiveFileTests {
    let live = "8a1d4e6f-2c3b-4f5a-8e9d-0b7c6a5f4e02"      // closed, scored, 260 rows: "Provisional", 3 pages
    let settled = "3f9c2b1e-7d4a-4c8e-9b2f-1a6e5d0c7b01"   // "Final"
    let hidden = "e4a8c6b2-9f1d-4d7a-b3e5-2c9f7a1d8b05"    // settled, leaderboard hidden
    let cancelled = "f1b3d5e7-0a2c-4b4d-8e6f-9c1a3b5d7f10"
    let upcoming = "2a7f5c3e-6b1d-4c9a-8f2e-4b8d6a0c2e08"    // scheduled: no standings yet

    func read(_ site: TestSite, _ id: String) throws -> [String: Any]? {
        let path = "\(site.output())/contests/\(id)/live.json"
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return try JSONSerialization.jsonObject(with: data) as? [String: Any]
    }

    func page(_ site: TestSite, _ path: String) throws -> String {
        try String(contentsOfFile: "\(site.output())/\(path)", encoding: .utf8)
    }

    @Test func everyContestButAHiddenOneSaysWhatItsPagesShow() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        _ = try await site.build()
        let ids = try #require(try? FileManager.default.contentsOfDirectory(atPath: "\(site.output())/contests"))
        #expect(ids.contains(hidden))
        for id in ids {
            let path = "\(site.output())/contests/\(id)/live.json"
            if id == hidden {
                #expect(!FileManager.default.fileExists(atPath: path), "hidden standings leak through live.json")
                continue
            }
            let bytes = try #require(FileManager.default.contents(atPath: path), "no live.json for \(id)")
            #expect(bytes.count <= 300, "\(id): \(bytes.count) bytes")
            let json = try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
            #expect(Set(json.keys) == ["generated_at", "as_of", "state", "pages", "final"], "\(id): \(json)")
        }
        let provisional = try #require(try read(site, live))
        #expect(provisional["state"] as? String == "Provisional" && provisional["pages"] as? Int == 3)
        #expect(provisional["final"] as? Bool == false)
        // The as-of text and time are the page's own.
        let contestPage = try page(site, "contests/\(live)/index.html")
        let generated = try #require(provisional["generated_at"] as? String)
        let asOf = try #require(provisional["as_of"] as? String)
        #expect(contestPage.contains("as of <time datetime=\"\(generated)\">\(asOf)</time>"))
        #expect(try read(site, settled)?["final"] as? Bool == true)
        let gone = try #require(try read(site, cancelled))
        #expect(gone["final"] as? Bool == true && gone["state"] as? String == "Cancelled" && gone["pages"] as? Int == 0)
        let before = try #require(try read(site, upcoming))
        #expect(before["generated_at"] is NSNull && before["pages"] as? Int == 0 && before["final"] as? Bool == false)

        // Pages of a contest that is not final check it (page 1 and page n); final and hidden ones do not.
        let check = "<script src=\"/assets/live.js\" data-live=\"/contests/\(live)/live.json\" data-generated=\"\(generated)\" data-state=\"Provisional\" data-words=\"{&quot;as_of&quot;:&quot;as of&quot;,&quot;new_standings&quot;:&quot;New standings&quot;,&quot;update&quot;:&quot;Update&quot;}\" defer></script>"
        #expect(contestPage.contains(check))
        #expect(try page(site, "contests/\(live)/page/3/index.html").contains(check))
        #expect(try page(site, "contests/\(upcoming)/index.html").contains("data-live=\"/contests/\(upcoming)/live.json\" data-generated=\"\""))
        for id in [settled, hidden, cancelled] {
            #expect(!(try page(site, "contests/\(id)/index.html").contains("live.js")), "\(id) checks live.json")
        }
        #expect(FileManager.default.fileExists(atPath: "\(site.output())/assets/live.js"))
        // The entrant index carries the script that lets a reader mark a name as theirs.
        #expect(try page(site, "contests/\(live)/entrants/index.html")
            .contains("<script src=\"/assets/entrants.js\" data-index=\"/contests/\(live)/entrants.json\" data-contest=\"/contests/\(live)/\" data-words=\"{&quot;"))
    }

    @Test func itIsRewrittenOnlyWhenTheStandingsChange() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        _ = try await site.build()
        let file = "contests/\(live)/live.json"
        let stamps = fileStamps(site.output())
        try site.edit(live) { $0.replacingOccurrences(of: "\"contest_name\": \"", with: "\"contest_name\": \"Renamed ") }
        #expect(try await site.build().built == [live])
        var changed = changedPaths(stamps, fileStamps(site.output()))
        #expect(changed.contains("contests/\(live)/index.html"))
        #expect(!changed.contains(file), "live.json rewritten though the standings did not change")

        try site.edit(live, file: "leaderboard.json") { $0.replacingOccurrences(of: "2026-01-13T09:15:00Z", with: "2026-01-13T09:20:00Z") }
        #expect(try await site.build().built == [live])
        changed = changedPaths(stamps, fileStamps(site.output()))
        #expect(changed.contains(file))
        #expect(changed.filter { $0.hasSuffix("/live.json") } == [file])
    }
}
