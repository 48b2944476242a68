import Domain
import Foundation
import Input
import Testing
import TestSupport

/// `share_cards`, `share_card:` and `apps:` (CONTRACT §12): read, and a bad value one error naming its key.
@Suite struct ShareCardConfigTests {
    func problem(_ yaml: String, source: String = "pcsite.yml") -> Problem? {
        do {
            _ = try ConfigLoader.parse(yaml, source: source)
            return nil
        } catch {
            return error
        }
    }

    @Test func theAppsAndTheCardsLookAreRead() throws {
        let config = try ConfigLoader.parse("""
            share_cards: false
            share_card:
              background: "#102030"
              text: "#fff"
            apps:
              ios:
                app_ids: [ABCDE12345.com.example.contests, FGHIJ67890.com.example.beta]
                app_store_id: 1234567890
              android:
                package: com.example.contests
                sha256_cert_fingerprints: "14:6d:e9:83:c5:73:06:50:d8:ee:b9:95:2f:34:fc:64:16:a0:83:42:e6:1d:be:a8:8a:04:96:b2:3f:cf:44:e5"
            """, source: "pcsite.yml")
        #expect(!config.shareCards.enabled)
        #expect(config.shareCards.background == 0x102030 && config.shareCards.text == 0xffffff)
        #expect(config.apps.iosAppIDs == ["ABCDE12345.com.example.contests", "FGHIJ67890.com.example.beta"])
        #expect(config.apps.appStoreID == "1234567890")
        #expect(config.apps.androidPackage == "com.example.contests")
        // Google compares the fingerprint upper-case.
        #expect(config.apps.androidFingerprints == ["14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"])
        #expect(config.warnings.isEmpty)
    }

    @Test(arguments: [
        ("apps: {ios: {app_ids: [com.example.app]}}", "$.apps.ios.app_ids[0]"),
        ("apps: {ios: {app_ids: abcde12345.com.example.app}}", "$.apps.ios.app_ids"),
        ("apps: {ios: {app_store_id: id123}}", "$.apps.ios.app_store_id"),
        ("apps: {android: {package: example, sha256_cert_fingerprints: [\"AB:CD\"]}}", "$.apps.android.package"),
        ("apps: {android: {package: com.example.app, sha256_cert_fingerprints: [\"AB:CD\"]}}", "$.apps.android.sha256_cert_fingerprints[0]"),
        ("apps: {android: {package: com.example.app}}", "$.apps.android.sha256_cert_fingerprints"),
        ("apps: [ios]", "$.apps"),
        ("share_cards: maybe", "$.share_cards"),
        ("share_card: {background: blue}", "$.share_card.background"),
        ("share_card: {accent: \"#12345\"}", "$.share_card.accent"),
    ])
    func aBadValueIsAnErrorNamingItsKey(yaml: String, path: String) throws {
        let found = try #require(problem(yaml))
        #expect(found.description.contains(path), "\(found)")
    }

    @Test func aMissingLogoIsAWarningNamingTheFileAndAPNGIsRequired() throws {
        let folder = URL(fileURLWithPath: try temporaryFolder("logo"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("pcsite.yml").path
        let missing = try ConfigLoader.parse("share_card: {logo: logo.png}", source: config)
        #expect(missing.shareCards.logoPath == nil)
        let warning = try #require(missing.warnings.first).description
        #expect(warning.contains("share_card.logo") && warning.contains("\(folder.path)/logo.png"), "\(warning)")

        try Data("GIF89a".utf8).write(to: folder.appendingPathComponent("logo.png"))
        let notPNG = try #require(problem("share_card: {logo: logo.png}", source: config))
        #expect(notPNG.description.contains("logo.png") && notPNG.description.contains("not a PNG"), "\(notPNG)")

        try Data([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).write(to: folder.appendingPathComponent("logo.png"))
        let found = try ConfigLoader.parse("share_card: {logo: logo.png}", source: config)
        #expect(found.shareCards.logoPath == "\(folder.path)/logo.png" && found.warnings.isEmpty)
    }

    @Test func aTypoUnderAppsIsNamedWithItsParents() throws {
        let config = try ConfigLoader.parse("apps:\n  ios:\n    app_id: [ABCDE12345.com.example.app]\n", source: "pcsite.yml")
        #expect(config.warnings.map(\.description) == ["pcsite.yml:3: unknown key \"apps.ios.app_id\" (did you mean apps.ios.app_ids?)"])
    }
}
