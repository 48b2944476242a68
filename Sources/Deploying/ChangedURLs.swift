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

    /// Sorted and without repeats; `base` without its trailing slash (empty: root-relative URLs).
    static func urls(_ plan: DeployPlan, base: String) -> [String] {
        let root = base.hasSuffix("/") ? String(base.dropLast()) : base
        return Set((plan.uploads + plan.deletions).map { url($0, root: root) }).sorted()
    }

    static func url(_ path: String, root: String) -> String {
        let requested = OutputPath.url(ofFile: path)
        return root + "/" + (requested.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? requested)
    }

    static func write(_ urls: [String], forOutput output: String) throws(Problem) -> String {
        let file = path(forOutput: output)
        try SideFile.write(Data(urls.map { $0 + "\n" }.joined().utf8), to: file,
                           action: "deployed, but cannot write the changed URLs")
        return file
    }
}
