import Domain
import Foundation
import Testing
import TestSupport

/// The join landing page (CONTRACT §6): open vs closed, each optional setting, the API only as rel=alternate.
@Suite struct JoinPageTests {
    static let open = ["can_join": true, "is_read_only": false]
    static let path = "join/stateToken/index.html"

    static func config(appScheme: String? = nil, joinURL: String? = nil, appStore: String? = nil, playStore: String? = nil) -> SiteConfig {
        SiteConfig(title: "T", baseURL: "https://site.example", apiBase: "https://api.example", appScheme: appScheme,
                   joinURL: joinURL, appStoreURL: appStore, playStoreURL: playStore)
    }

    static func links(_ page: HTMLNode) -> [String] { page.descendants("a").compactMap { $0.attributes["href"] } }

    static func checkAlternateOnly(_ page: HTMLNode) {
        #expect(!links(page).contains { $0.contains("api.example") })
        #expect(page.descendants("link").filter { $0.attributes["type"] == "application/json" }.map { $0.attributes["href"] ?? "" }
            == ["https://api.example/api/custom-contests/join/stateToken"])
        #expect(page.descendants("meta").contains { $0.attributes["name"] == "robots" && $0.attributes["content"] == "noindex" })
        #expect(page.descendants("meta").contains { $0.attributes["property"] == "og:url" && $0.attributes["content"] == "https://site.example/join/stateToken/" })
    }

    @Test func openWithEverySetting() async throws {
        let output = try await StateSite.build(actions: Self.open, config: Self.config(
            appScheme: "pcapp", joinURL: "https://play.example/j/{token}?src=site", appStore: "https://apps.example/a",
            playStore: "https://play.example/store"))
        let page = try StateSite.page(output, Self.path)
        #expect(page.descendants("p").contains { $0.normalizedText == "Joining is open." })
        let links = Self.links(page)
        for expected in ["pcapp://join/stateToken", "https://play.example/j/stateToken?src=site", "https://apps.example/a",
                         "https://play.example/store"] {
            #expect(links.contains(expected), "\(expected)")
        }
        #expect(page.descendants("input").first?.attributes["value"] == "https://site.example/join/stateToken/")
        #expect(page.descendants("button").first?.attributes["hidden"] != nil, "the copy button appears only with JavaScript")
        let svg = try #require(page.descendants("svg").first)
        #expect(svg.attributes["role"] == "img" && svg.attributes["aria-label"] == "QR code for https://site.example/join/stateToken/")
        Self.checkAlternateOnly(page)
        // Deterministic: a second build writes the same bytes.
        let again = try await StateSite.build(actions: Self.open, config: Self.config(
            appScheme: "pcapp", joinURL: "https://play.example/j/{token}?src=site", appStore: "https://apps.example/a",
            playStore: "https://play.example/store"))
        #expect(FileManager.default.contents(atPath: "\(output)/\(Self.path)") == FileManager.default.contents(atPath: "\(again)/\(Self.path)"))
    }

    @Test func openWithoutOptionalSettingsStillOffersTheLinkAndQRCode() async throws {
        let page = try StateSite.page(try await StateSite.build(actions: Self.open, config: Self.config()), Self.path)
        #expect(page.descendants("p").contains { $0.normalizedText == "Joining is open." })
        #expect(!Self.links(page).contains { $0.hasPrefix("pcapp:") || $0.contains("play.example") || $0.contains("apps.example") })
        #expect(page.descendants("p").allSatisfy { !$0.hasClass("stores") })
        #expect(page.descendants("input").first?.attributes["value"] == "https://site.example/join/stateToken/")
        #expect(page.descendants("svg").count == 1)
        Self.checkAlternateOnly(page)
    }

    @Test func onlyOneStoreIsNamedAlone() async throws {
        let page = try StateSite.page(try await StateSite.build(actions: Self.open, config: Self.config(playStore: "https://play.example/store")), Self.path)
        #expect(page.descendants("p").first { $0.hasClass("stores") }?.normalizedText == "No app yet? Get it from Google Play.")
    }

    @Test("closed when can_join is false or the contest is read-only", arguments: [
        ["can_join": false, "is_read_only": false], ["can_join": true, "is_read_only": true],
    ])
    func closedShowsNoActions(actions: [String: Bool]) async throws {
        let page = try StateSite.page(try await StateSite.build(actions: actions, config: Self.config(
            appScheme: "pcapp", joinURL: "https://play.example/j/{token}", appStore: "https://apps.example/a")), Self.path)
        #expect(page.descendants("p").contains { $0.normalizedText == "Joining is closed for this contest." })
        #expect(page.descendants("svg").isEmpty && page.descendants("input").isEmpty)
        #expect(Self.links(page).allSatisfy { !$0.hasPrefix("pcapp:") && !$0.contains("play.example") && !$0.contains("apps.example") })
        Self.checkAlternateOnly(page)
    }
}
