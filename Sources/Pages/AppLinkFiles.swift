import Domain

/// The files that let the operator's apps open the site's join links (CONTRACT §12): Apple's
/// `apple-app-site-association` (Universal Links) and Android's `assetlinks.json` (App Links), each only when its
/// `apps:` keys are set. Deploy serves both as `application/json`, with no redirect (`NginxSnippet`, `RcloneTarget`).
public enum AppLinkFiles {
    /// The two files' paths, for the deploy targets that must give them their type.
    public static let paths = [OutputPath.appleAppSiteAssociation, OutputPath.assetLinks]

    /// `languages`: the folders of the site's other languages (CONTRACT §11), whose join pages the app opens too.
    public static func files(_ apps: AppsConfig, links: SiteLinks, languages: [String] = []) -> [(path: String, bytes: [UInt8])] {
        var files: [(path: String, bytes: [UInt8])] = []
        if !apps.iosAppIDs.isEmpty {
            files.append((OutputPath.appleAppSiteAssociation,
                          Array(appleAssociation(apps.iosAppIDs, links: links, languages: languages).utf8)))
        }
        if let package = apps.androidPackage, !apps.androidFingerprints.isEmpty {
            files.append((OutputPath.assetLinks, Array(assetLinks(package: package, fingerprints: apps.androidFingerprints).utf8)))
        }
        return files
    }

    /// `applinks.details[].appIDs` with `components` matching the join pages (iOS 13 and later); a few hundred bytes
    /// against Apple's limit of 128 KB.
    static func appleAssociation(_ appIDs: [String], links: SiteLinks, languages: [String]) -> String {
        let patterns = ([""] + languages.map { "/" + $0 }).map { links.basePath + $0 + "/join/*" }
        let components = patterns.map { "{\"/\":\(quoted($0)),\"comment\":\"Join links open the app\"}" }
        return """
        {"applinks":{"details":[{"appIDs":[\(appIDs.map(quoted).joined(separator: ","))],\
        "components":[\(components.joined(separator: ","))]}]}}

        """
    }

    static func assetLinks(package: String, fingerprints: [String]) -> String {
        """
        [{"relation":["delegate_permission/common.handle_all_urls"],\
        "target":{"namespace":"android_app","package_name":\(quoted(package)),\
        "sha256_cert_fingerprints":[\(fingerprints.map(quoted).joined(separator: ","))]}}]

        """
    }

    /// The values are checked for their shapes when pcsite.yml is read; escaped all the same.
    private static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
