import Domain
import Foundation
import OutputTree
import Pages
import Publishing

/// The public URLs one deploy changed (sent or deleted), one a line, for a CDN purge: the address a visitor
/// requests, so `contests/x/index.html` is `<base_url>/contests/x/` and `index.html` is `<base_url>/`. Written
/// beside the output after each deploy that switched, and given to `deploy.after_command` on its stdin.
public enum ChangedURLs {
    public static func path(forOutput output: String) -> String {
        SideFiles.path(forOutput: output, suffix: "changed-urls.txt")
    }

    /// Sorted and without repeats, packed (a playoff-peak deploy changes every page); `base` without its trailing
    /// slash (empty: root-relative URLs).
    static func urls(_ plan: DeployPlan, base: String) -> PackedStrings<Bool> {
        let root = base.hasSuffix("/") ? String(base.dropLast()) : base
        var urls = PackedStrings<Bool>()
        // Each URL about as long as its path after the root (index.html dropped, now and then a byte escaped).
        let count = plan.uploadCount + plan.deletions.count
        let averagePath = plan.built.files.byteCount / max(plan.built.count, 1)
        urls.reserveCapacity(count, bytes: count * (averagePath + root.utf8.count + 1))
        plan.forEachUpload { urls.append(url($0, root: root), true) }
        for path in plan.deletions { urls.append(url(path, root: root), true) }
        urls.sort()
        urls.removeRepeats()
        return urls
    }

    static func url(_ path: String, root: String) -> String {
        let requested = OutputPath.url(ofFile: path)
        return root + "/" + (requested.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? requested)
    }

    static func write(_ urls: PackedStrings<Bool>, forOutput output: String) throws(Problem) -> String {
        let file = path(forOutput: output)
        try PathListFile.write(to: file, separator: UInt8(ascii: "\n"), action: "deployed, but cannot write the changed URLs") { add in
            for index in 0..<urls.count { add(urls.string(at: index)) }
        }
        return file
    }
}
