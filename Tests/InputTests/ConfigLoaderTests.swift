import Domain
import Foundation
import Input
import Testing

private func problem(_ yaml: String) -> Problem? {
    do {
        _ = try ConfigLoader.parse(yaml, source: "pcsite.yml")
        return nil
    } catch {
        return error
    }
}

@Suite("ConfigLoader")
struct ConfigLoaderTests {
    @Test("empty or comment-only files give the contract's defaults", arguments: ["", "# nothing here\n", "---\n"])
    func defaults(text: String) throws {
        let config = try ConfigLoader.parse(text, source: "pcsite.yml")
        #expect(config == SiteConfig())
        #expect(config.locale == "en_US" && config.timeZone == "UTC" && config.pageSize == 100)
        #expect(config.appScheme == nil && config.apiBase == nil)
    }

    @Test("every key is read; an unknown key is a warning, not an error")
    func allKeys() throws {
        let config = try ConfigLoader.parse("""
            title: Office League
            description: "Weekly: picks & standings"
            base_url: https://contests.example.com/league/
            api_base: http://api.example.com//
            locale: de_DE
            time_zone: Europe/Berlin
            page_size: 25
            app_scheme: pcsite-app
            future_setting: [1, 2]
            """, source: "pcsite.yml")
        #expect(config == SiteConfig(
            title: "Office League", description: "Weekly: picks & standings",
            baseURL: "https://contests.example.com/league", apiBase: "http://api.example.com", locale: "de_DE",
            timeZone: "Europe/Berlin", pageSize: 25, appScheme: "pcsite-app").with(warnings: [
                ConfigWarning(file: "pcsite.yml", line: 9, key: "future_setting", suggestion: nil),
            ]).with(words: Words(language: "de", table: WordTable.builtIn["de"]!.over(WordTable.builtIn["en"]!))))
    }

    @Test("a typo is named with its file, line and the nearest known key, at every level")
    func typos() throws {
        let config = try ConfigLoader.parse("""
            title: Office League
            stale_afer: 30m
            deploy:
              target: file:///srv/site
              max_delete: 10
              headers:
                "*.json": no-cache
            api:
              revalidate_afer: 1h
            limits:
              max_document_byte: 1000
            """, source: "site/pcsite.yml")
        #expect(config.warnings.map(\.description) == [
            "site/pcsite.yml:2: unknown key \"stale_afer\" (did you mean stale_after?)",
            "site/pcsite.yml:5: unknown key \"deploy.max_delete\" (did you mean deploy.max_deletes?)",
            "site/pcsite.yml:9: unknown key \"api.revalidate_afer\" (did you mean api.revalidate_after?)",
            "site/pcsite.yml:11: unknown key \"limits.max_document_byte\" (did you mean limits.max_document_bytes?)",
        ])
        // The header patterns under deploy.headers are the operator's own, not keys pcsite knows.
        #expect(config.deploy.headers["*.json"] == "no-cache")
    }

    @Test("the deploy section: target, releases, guards, verification and headers")
    func deploySection() throws {
        let config = try ConfigLoader.parse("""
            deploy:
              target: ssh://deploy@web1/srv/site
              keep_releases: 3
              max_deletes: 500
              verify_url: https://contests.example.com/
              ssh_command: ssh -i /etc/pcsite/key
              headers:
                "assets/*": "public, max-age=600"
            """, source: "pcsite.yml").deploy
        #expect(config.target == "ssh://deploy@web1/srv/site")
        #expect(config.keepReleases == 3 && config.maxDeletes == 500)
        #expect(config.verifyURL == "https://contests.example.com")
        #expect(config.cacheControl(for: "assets/site.css") == "public, max-age=600")
        #expect(config.cacheControl(for: "build.json") == "no-cache")
        #expect(config.cacheControl(for: "contests/1/index.html") == "public, max-age=60")
        #expect(throws: Problem.self) { try ConfigLoader.parse("deploy:\n  keep_releases: 1\n", source: "pcsite.yml") }
    }

    @Test("limits raise or lower the largest document and standings table; nonsense is an error")
    func limits() throws {
        let config = try ConfigLoader.parse("limits:\n  max_document_bytes: 1073741824\n  max_leaderboard_cells: 50000000\n",
                                            source: "pcsite.yml")
        #expect(config.limits == DocumentLimits(maxDocumentBytes: 1 << 30, maxLeaderboardCells: 50_000_000))
        #expect(try ConfigLoader.parse("title: x", source: "pcsite.yml").limits == DocumentLimits())
        #expect(problem("limits:\n  max_document_bytes: 0\n")?.path == "$.limits.max_document_bytes")
        #expect(problem("limits:\n  max_leaderboard_cells: lots\n")?.path == "$.limits.max_leaderboard_cells")
        #expect(problem("limits: 5\n")?.path == "$.limits")
    }

    @Test("trailing slashes are normalised away", arguments: [
        ("https://x.example.com/", "https://x.example.com"), ("https://x.example.com///", "https://x.example.com"),
        ("https://x.example.com/a/b/", "https://x.example.com/a/b"), ("https://x.example.com", "https://x.example.com"),
        ("  https://x.example.com/  ", "https://x.example.com"),
    ])
    func trailingSlash(url: String, expected: String) throws {
        #expect(try ConfigLoader.parse("base_url: \"\(url)\"", source: "pcsite.yml").baseURL == expected)
        #expect(try ConfigLoader.parse("api_base: \"\(url)\"", source: "pcsite.yml").apiBase == expected)
    }

    @Test("numbers and booleans are accepted as text for string keys")
    func scalarText() throws {
        #expect(try ConfigLoader.parse("title: 2026", source: "pcsite.yml").title == "2026")
    }

    @Test("bad values are errors naming the file and $.key", arguments: [
        ("time_zone: Mars/Olympus_Mons", "$.time_zone"),
        ("page_size: 0", "$.page_size"), ("page_size: -5", "$.page_size"), ("page_size: ten", "$.page_size"),
        ("page_size: 100001", "$.page_size"), ("page_size: 2.5", "$.page_size"), ("page_size: \"50\"", "$.page_size"),
        ("app_scheme: javascript", "$.app_scheme"), ("app_scheme: JavaScript", "$.app_scheme"),
        ("app_scheme: data", "$.app_scheme"), ("app_scheme: vbscript", "$.app_scheme"), ("app_scheme: file", "$.app_scheme"),
        ("app_scheme: 1app", "$.app_scheme"), ("app_scheme: \"my app\"", "$.app_scheme"),
        ("app_scheme: \"x://\"", "$.app_scheme"),
        ("base_url: ftp://files.example.com", "$.base_url"), ("base_url: javascript:alert(1)", "$.base_url"),
        ("base_url: /relative/path", "$.base_url"), ("api_base: \"https://\"", "$.api_base"),
        ("title: [a, b]", "$.title"), ("locale: {x: 1}", "$.locale"),
    ])
    func badValues(yaml: String, path: String) throws {
        let error = try #require(problem(yaml))
        #expect(error.source == "pcsite.yml")
        #expect(error.path == path)
        #expect(error.description.hasPrefix("pcsite.yml: \(path): "))
    }

    @Test("a javascript app_scheme says why")
    func javascriptMessage() throws {
        let error = try #require(problem("app_scheme: javascript"))
        #expect(error.description == "pcsite.yml: $.app_scheme: \"javascript\" is not a usable URL scheme")
    }

    @Test("malformed YAML and a non-mapping document are errors", arguments: [
        ("title: [unclosed", "invalid YAML"), ("- just\n- a list\n", "expected a mapping of settings"),
        ("plain words", "expected a mapping of settings"),
    ])
    func malformed(yaml: String, messagePrefix: String) throws {
        let error = try #require(problem(yaml))
        #expect(error.path == nil)
        #expect(error.message.hasPrefix(messagePrefix))
    }

    @Test("load reads a file; an unreadable path is an error naming it")
    func loadFile() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = "\(folder)/pcsite.yml"
        try Data("title: From disk\npage_size: 7\n".utf8).write(to: URL(fileURLWithPath: path))
        let config = try ConfigLoader.load(path: path)
        #expect(config.title == "From disk" && config.pageSize == 7)
        do {
            _ = try ConfigLoader.load(path: "\(folder)/missing.yml")
            Issue.record("a missing config loaded")
        } catch {
            #expect(error.description == "\(folder)/missing.yml: cannot read config file")
        }
    }
}

@Suite struct MonitoringConfigTests {
    @Test func durationsAndURLs() throws {
        let config = try ConfigLoader.parse("stale_after: 2h\nping_url: https://hc.example.com/x/\nmetrics_file: m.prom\n",
                                            source: "pcsite.yml")
        #expect(config.monitoring.staleAfter == 7200)
        #expect(config.monitoring.pingURL == "https://hc.example.com/x")
        #expect(config.monitoring.metricsFile == "m.prom")
        #expect(try ConfigLoader.parse("stale_after: 90\n", source: "p").monitoring.staleAfter == 90)
        #expect(try ConfigLoader.parse("stale_after: 1d\n", source: "p").monitoring.staleAfter == 86400)
    }

    @Test func badValuesNameTheKey() {
        for (text, key) in [("stale_after: soon\n", "$.stale_after"), ("stale_after: 0m\n", "$.stale_after"),
                            ("stale_after: 10y\n", "$.stale_after"), ("ping_url: ftp://x\n", "$.ping_url"),
                            ("metrics_file: \"\"\n", "$.metrics_file")] {
            #expect(problem(text)?.description.contains(key) == true, "\(text)")
        }
        #expect(problem("stale_after: soon\n")?.description.contains("30m") == true)
    }
}

private extension SiteConfig {
    func with(warnings: [ConfigWarning]) -> SiteConfig {
        var config = self
        config.warnings = warnings
        return config
    }

    /// The words `locale` chose (CONTRACT §11).
    func with(words: Words) -> SiteConfig {
        var config = self
        config.words = words
        return config
    }
}
