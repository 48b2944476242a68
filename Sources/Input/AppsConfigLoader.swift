import Domain
import Foundation

/// Reads `apps:` (CONTRACT §12): the iOS and Android apps that open join links, each value checked for its shape so a
/// typo is an error naming the key, not an association file the phone silently refuses.
enum AppsConfigLoader {
    static func parse(_ node: Any, source: String) throws(Problem) -> AppsConfig {
        let map = try ConfigLoader.mapping(node, key: "apps", source: source, of: "apps")
        var config = AppsConfig()
        if let ios = map["ios"], !(ios is NSNull) {
            let settings = try ConfigLoader.mapping(ios, key: "apps.ios", source: source, of: "iOS app settings")
            config.iosAppIDs = try list(settings, "app_ids", parent: "apps.ios", source: source) { id in
                // The Team ID is ten upper-case letters and digits; the bundle id, reverse-DNS.
                matches(id, "^[A-Z0-9]{10}\\.[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*$") ? id : nil
            }
            if let id = try value(settings, "app_store_id", parent: "apps.ios", source: source) {
                guard matches(id, "^[0-9]{1,12}$") else {
                    throw Problem(source: source, path: "$.apps.ios.app_store_id",
                                  message: "\"\(id)\" is not an App Store id (the digits after \"id\" in the app's App Store URL)")
                }
                config.appStoreID = id
            }
        }
        if let android = map["android"], !(android is NSNull) {
            let settings = try ConfigLoader.mapping(android, key: "apps.android", source: source, of: "Android app settings")
            if let package = try value(settings, "package", parent: "apps.android", source: source) {
                guard matches(package, "^[A-Za-z][A-Za-z0-9_]*(\\.[A-Za-z][A-Za-z0-9_]*)+$") else {
                    throw Problem(source: source, path: "$.apps.android.package",
                                  message: "\"\(package)\" is not an Android package name such as com.example.app")
                }
                config.androidPackage = package
            }
            config.androidFingerprints = try list(settings, "sha256_cert_fingerprints", parent: "apps.android",
                                                  source: source) { print in
                let upper = print.uppercased()
                return matches(upper, "^([0-9A-F]{2}:){31}[0-9A-F]{2}$") ? upper : nil
            }
            // Either alone is an assetlinks.json Android cannot verify.
            if (config.androidPackage == nil) != config.androidFingerprints.isEmpty {
                let missing = config.androidPackage == nil ? "package" : "sha256_cert_fingerprints"
                throw Problem(source: source, path: "$.apps.android.\(missing)",
                              message: "needed with the other apps.android setting: Android verifies the two together")
            }
        }
        return config
    }

    private static func matches(_ text: String, _ pattern: String) -> Bool {
        text.range(of: pattern, options: .regularExpression) != nil
    }

    private static func value(_ map: [String: Any], _ key: String, parent: String, source: String) throws(Problem) -> String? {
        guard let value = map[key], !(value is NSNull) else { return nil }
        if let text = value as? String { return text.trimmingCharacters(in: .whitespaces) }
        if let number = value as? Int { return String(number) }
        throw Problem(source: source, path: "$.\(parent).\(key)", message: "expected a string")
    }

    /// A string or a list of strings, each checked (and normalised) by `accept`; nil from it names the bad one.
    private static func list(_ map: [String: Any], _ key: String, parent: String, source: String,
                             accept: (String) -> String?) throws(Problem) -> [String] {
        guard let node = map[key], !(node is NSNull) else { return [] }
        let items: [Any] = (node as? [Any]) ?? [node]
        var accepted: [String] = []
        for (index, item) in items.enumerated() {
            let path = node is [Any] ? "$.\(parent).\(key)[\(index)]" : "$.\(parent).\(key)"
            guard let text = (item as? String)?.trimmingCharacters(in: .whitespaces) else {
                throw Problem(source: source, path: path, message: "expected a string")
            }
            guard let value = accept(text) else {
                let shape = key == "app_ids" ? "TEAMID.bundle.id (a ten-character Team ID, a dot, the bundle id)"
                    : "32 colon-separated hex bytes (keytool's SHA256 line)"
                throw Problem(source: source, path: path, message: "\"\(text)\" is not \(shape)")
            }
            accepted.append(value)
        }
        return accepted
    }
}
