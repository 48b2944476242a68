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

    /// What follows `<root>/` in each URL, sorted and without repeats, packed (a playoff-peak deploy changes every
    /// page): the root is the same in all, so it is added only as they are written.
    static func urls(_ plan: DeployPlan) -> PackedStrings<Void> {
        var urls = PackedStrings<Void>()
        // Each about as long as its path (index.html dropped, now and then a byte escaped).
        let count = plan.uploadCount + plan.deletions.count
        urls.reserveCapacity(count, bytes: count * (plan.built.files.byteCount / max(plan.built.count, 1)))
        plan.forEachUpload { urls.append(afterRoot($0), ()) }
        for path in plan.deletions { urls.append(afterRoot(path), ()) }
        urls.sort()
        urls.removeRepeats()
        return urls
    }

    /// `base` without its trailing slash (empty: root-relative URLs).
    private static func root(_ base: String) -> String {
        base.hasSuffix("/") ? String(base.dropLast()) : base
    }

    private static func afterRoot(_ path: String) -> String {
        let requested = OutputPath.url(ofFile: path)
        return requested.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? requested
    }

    static func write(_ urls: PackedStrings<Void>, base: String, forOutput output: String) throws(Problem) -> String {
        let file = path(forOutput: output)
        let prefix = root(base) + "/"
        try AtomicFile.write(to: file, action: "deployed, but cannot write the changed URLs") { text in
            for index in 0..<urls.count {
                text.append(prefix)
                urls.withBytes(at: index) { text.append($0) }
                text.append(UInt8(ascii: "\n"))
            }
        }
        return file
    }
}
