import Domain
import Testing
@testable import Publishing

/// The incremental key lists `SiteConfig`'s fields by hand (`IncrementalPlan.siteDigest`): a field left out of it
/// would not re-render anything when a user changes it. Mirror finds every stored property, so a new field fails
/// here until it has a change below — and that change fails until `siteDigest` reads the field.
@Suite struct SiteDigestTests {
    /// One change per stored property of `SiteConfig`.
    static let changes: [String: @Sendable (inout SiteConfig) -> Void] = [
        "title": { $0.title += "!" },
        "description": { $0.description += "!" },
        "baseURL": { $0.baseURL = "https://elsewhere.example" },
        "apiBase": { $0.apiBase = "https://api.example" },
        "locale": { $0.locale = "de_DE" },
        "timeZone": { $0.timeZone = "Europe/Berlin" },
        "pageSize": { $0.pageSize += 1 },
        "appScheme": { $0.appScheme = "fantasy" },
        "joinURL": { $0.joinURL = "https://play.example/join/{token}" },
        "appStoreURL": { $0.appStoreURL = "https://apps.apple.example/app" },
        "playStoreURL": { $0.playStoreURL = "https://play.google.example/app" },
        "indexPageSize": { $0.indexPageSize += 1 },
        "feedLimit": { $0.feedLimit += 1 },
        "limits": { $0.limits.maxDocumentBytes += 1 },
        "shareCards": { $0.shareCards.background = 0x123456 },
        "apps": { $0.apps.appStoreID = "1234567890" },
        "words": { $0.words = Words(language: "fr", table: WordTable.builtIn["fr"] ?? WordTable()) },
        "editions": { $0.editions = [SiteEdition(words: .english, locale: "en_US"),
                                     SiteEdition(words: Words(language: "fr", table: WordTable.builtIn["fr"] ?? WordTable()), locale: "fr")] },
        "editionFolder": { $0.editionFolder = "fr" },
        "rootURL": { $0.rootURL = "https://contests.example.com" },
    ]
    /// Fields no page shows, so they are deliberately not part of the key.
    static let notShownOnPages: Set<String> = ["deploy", "api", "monitoring", "warnings"]

    static func digest(_ config: SiteConfig) -> String {
        IncrementalPlan.siteDigest(config: config, contentPages: [], binary: "build-id test")
    }

    @Test func everyStoredFieldIsCoveredHere() {
        let fields = Set(Mirror(reflecting: SiteConfig()).children.compactMap(\.label))
        let covered = Set(Self.changes.keys).union(Self.notShownOnPages)
        #expect(fields.subtracting(covered).isEmpty,
                "SiteConfig fields with no change in SiteDigestTests (add one, and add the field to siteDigest): \(fields.subtracting(covered).sorted())")
        #expect(covered.subtracting(fields).isEmpty, "SiteDigestTests names fields SiteConfig no longer has")
    }

    @Test(arguments: changes.keys.sorted())
    func changingTheFieldChangesTheIncrementalKey(_ field: String) throws {
        let base = SiteConfig()
        var changed = base
        let change = try #require(Self.changes[field])
        change(&changed)
        #expect(changed != base, "the change for \(field) changes nothing")
        #expect(Self.digest(changed) != Self.digest(base), "SiteConfig.\(field) is not part of IncrementalPlan.siteDigest")
    }

    @Test func everyPartOfTheCardsAndTheAppsIsInTheKey() {
        let changes: [@Sendable (inout SiteConfig) -> Void] = [
            { $0.shareCards.enabled = false }, { $0.shareCards.text = 0 }, { $0.shareCards.accent = 0 },
            { $0.shareCards.accentText = 0 }, { $0.apps.iosAppIDs = ["ABCDE12345.com.example.app"] },
            { $0.apps.androidPackage = "com.example.app" }, { $0.apps.androidFingerprints = ["AB"] },
        ]
        for change in changes {
            var changed = SiteConfig()
            change(&changed)
            #expect(Self.digest(changed) != Self.digest(SiteConfig()))
        }
    }

    @Test func theDeploySectionDoesNotReRenderPages() {
        var changed = SiteConfig()
        changed.deploy.target = "file:///srv/site"
        #expect(Self.digest(changed) == Self.digest(SiteConfig()))
    }
}
