import Foundation
import Serving
import TestSupport
import Testing

@Suite("pcsite serve")
struct ServerTests {
    @Test("GET / returns the index; an edited contest shows up after the rebuild")
    func servesAndRebuilds() async throws {
        let site = try StarterSite()
        defer { site.remove() }
        try await site.serve { _, port in
            #expect(port > 0)
            let index = try await RawHTTP.get("/", port: port)
            #expect(index.status == 200)
            #expect(index.headers["content-type"] == "text/html; charset=utf-8")
            #expect(index.body.contains("Wild Card Weekend Pick'em") || index.body.contains("Wild Card Weekend Pick&#39;em"))
            #expect(index.body.contains(LiveReload.endpoint))

            let contest = "content/contests/\(StarterSite.scoredContest)/contest.json"
            try site.edit(contest) { $0.replacingOccurrences(of: "Wild Card Weekend", with: "Divisional Round") }
            let page = "/contests/\(StarterSite.scoredContest)/"
            var shown = false
            let deadline = ContinuousClock.now + .seconds(10)
            while !shown, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(100))
                shown = try await RawHTTP.get(page, port: port).body.contains("Divisional Round")
            }
            #expect(shown, "the served page never showed the edit")
            let built = try String(contentsOfFile: site.output + "/index.html", encoding: .utf8)
            #expect(!built.contains(LiveReload.endpoint), "the reload script must never reach built files")
        }
    }

    @Test("the live-reload stream announces each rebuild")
    func liveReloadNotifies() async throws {
        let site = try StarterSite()
        defer { site.remove() }
        try await site.serve { session, port in
            let stream = try await RawHTTP.openStream(LiveReload.endpoint, port: port)
            defer { close(stream) }
            let first = try #require(await RawHTTP.readEvent(stream, notIn: []))
            #expect(first == session.reload.token)
            try site.edit("content/pages/about.md") { $0 + "\nOne more line.\n" }
            let next = await RawHTTP.readEvent(stream, notIn: [first])
            #expect(next != nil && next != first)
        }
    }

    @Test("a broken template shows an overlay, and fixing it recovers without a restart")
    func errorOverlayRecovers() async throws {
        let site = try StarterSite()
        defer { site.remove() }
        try await site.serve { _, port in
            let template = "templates/default/index.html.mustache"
            try site.edit(template) { $0 + "{{#unclosed}}\n" }
            #expect(try await poll(port: port, until: { $0.contains("pcsite-overlay") }))
            try site.edit(template) { $0.replacingOccurrences(of: "{{#unclosed}}\n", with: "") }
            #expect(try await poll(port: port, until: { !$0.contains("pcsite-overlay") }))
        }
    }

    @Test("paths outside the output folder are refused, never served", arguments: [
        "/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2fetc/passwd", "/%2E%2E/%2E%2E/%2E%2E/etc/passwd",
        "/contests/../../../etc/passwd", "/..\\..\\etc\\passwd", "/%00", "/.pcsite/manifest.json",
    ])
    func refusesEscapes(target: String) async throws {
        let site = try StarterSite()
        defer { site.remove() }
        try await site.serve { _, port in
            let response = try await RawHTTP.get(target, port: port)
            #expect([400, 404].contains(response.status), "\(target) → \(response.status)")
            #expect(!response.body.contains("root:"))
        }
    }

    @Test("a symbolic link that resolves outside the output folder is not followed")
    func refusesOutsideSymlinks() async throws {
        let site = try StarterSite()
        defer { site.remove() }
        try await site.serve { _, port in
            try FileManager.default.createSymbolicLink(atPath: site.output + "/leak.txt", withDestinationPath: "/etc/passwd")
            let response = try await RawHTTP.get("/leak.txt", port: port)
            #expect(response.status == 404)
            #expect(!response.body.contains("root:"))
        }
    }

    @Test("content types, the site's 404 page with status 404, and no directory listing")
    func contentTypesAndNotFound() async throws {
        let site = try StarterSite()
        defer { site.remove() }
        try await site.serve { _, port in
            let expected = [
                "/contests/\(StarterSite.scoredContest)/index.md": "text/markdown; charset=utf-8",
                "/assets/site.css": "text/css; charset=utf-8",
                "/feed.xml": "application/xml; charset=utf-8",
                "/pages/about/": "text/html; charset=utf-8",
            ]
            for (path, type) in expected {
                let response = try await RawHTTP.get(path, port: port)
                #expect(response.status == 200, "\(path)")
                #expect(response.headers["content-type"] == type, "\(path)")
            }
            let missing = try await RawHTTP.get("/no/such/page", port: port)
            #expect(missing.status == 404)
            #expect(missing.body.contains("Page not found"))
            let folder = try await RawHTTP.get("/contests/", port: port)
            #expect(folder.status == 404)
            #expect(!folder.body.contains(StarterSite.scoredContest))
            let redirect = try await RawHTTP.get("/pages/about", port: port)
            #expect(redirect.status == 301)
            #expect(redirect.headers["location"] == "/pages/about/")
        }
    }

    private func poll(port: Int, until condition: (String) -> Bool) async throws -> Bool {
        let deadline = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < deadline {
            if condition(try await RawHTTP.get("/", port: port).body) { return true }
            try await Task.sleep(for: .milliseconds(100))
        }
        return false
    }
}
