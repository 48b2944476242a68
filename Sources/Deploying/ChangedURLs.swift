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

    /// Writes the URLs sorted and without repeats, `base` (its trailing slash dropped; empty: root-relative URLs)
    /// before each; the count written.
    static func write(_ plan: DeployPlan, base: String, forOutput output: String) throws(Problem) -> (file: String, count: Int) {
        let file = path(forOutput: output)
        let prefix = (base.hasSuffix("/") ? String(base.dropLast()) : base) + "/"
        var count = 0
        try AtomicFile.write(to: file, action: "deployed, but cannot write the changed URLs") { text in
            count = forEach(plan) { url in
                text.append(prefix)
                text.append(url)
                text.append(UInt8(ascii: "\n"))
            }
        }
        return (file, count)
    }

    /// Each URL in order, once, as what follows `<root>/`; the count. Most paths are their own URL (no
    /// `index.html` to drop, no byte to escape) and are read where the plan holds them; only the rest are made,
    /// packed and sorted, and the two orders merged (a playoff-peak deploy changes every page of a million contests).
    static func forEach(_ plan: DeployPlan, _ body: (UnsafeBufferPointer<UInt8>) -> Void) -> Int {
        let made = madeURLs(plan)
        var sources = [
            Cursor(count: plan.uploadRows.count) { index, current in
                plan.built.files.withBytes(at: plan.uploadRows[index]) { copy($0, ifOwnURL: &current) }
            },
            Cursor(count: plan.deletions.count) { index, current in
                plan.deletions[index].withUTF8Bytes { copy($0.assumingMemoryBound(to: UInt8.self), ifOwnURL: &current) }
            },
            Cursor(count: made.count) { index, current in
                made.withBytes(at: index) { current.append(contentsOf: $0) }
                return true
            },
        ]
        // No URL comes twice: the paths differ, and no two paths have one URL (a folder's ends in "/", which no file's
        // path does, and escaping is one to one).
        var count = 0
        while true {
            var next: Int?
            for index in sources.indices where !sources[index].isDone {
                if let chosen = next, !sources[index].precedes(sources[chosen]) { continue }
                next = index
            }
            guard let next else { return count }
            sources[next].current.withUnsafeBufferPointer(body)
            count += 1
            sources[next].advance()
        }
    }

    /// The URLs of the paths that are not their own (and `build.json`'s, which the plan sends last), sorted.
    private static func madeURLs(_ plan: DeployPlan) -> PackedStrings<Void> {
        var made = PackedStrings<Void>()
        func each(_ add: (String) -> Void) {
            guard !plan.isNothingNew else { return }
            for row in plan.uploadRows where !plan.built.files.withBytes(at: row, isOwnURL) { add(plan.built.path(at: row)) }
            add(SiteFileList.stampName)
            for path in plan.deletions where !path.withUTF8Bytes({ isOwnURL($0.assumingMemoryBound(to: UInt8.self)) }) { add(path) }
        }
        var count = 0, bytes = 0
        each { count += 1; bytes += $0.utf8.count + 16 }
        made.reserveCapacity(count, bytes: bytes)
        each { made.append(url(ofPath: $0), ()) }
        made.sort()
        return made
    }

    static func url(ofPath path: String) -> String {
        let requested = OutputPath.url(ofFile: path)
        return requested.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? requested
    }

    /// ASCII bytes a URL's path keeps as they are: asked of Foundation once, so the two cannot disagree.
    private static let keptBytes: [Bool] = (0..<128).map { byte in
        let text = String(UnicodeScalar(UInt8(byte)))
        return text.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) == text
    }

    private static func isOwnURL(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
        !OutputPath.mayNameAFolder(path) && path.allSatisfy { $0 < 128 && keptBytes[Int($0)] }
    }

    private static func copy(_ path: UnsafeBufferPointer<UInt8>, ifOwnURL current: inout [UInt8]) -> Bool {
        guard isOwnURL(path) else { return false }
        current.append(contentsOf: path)
        return true
    }
}

/// One sorted source of the merge, its current string copied out; `load` says false to pass one by.
private struct Cursor {
    private let count: Int
    private let load: (Int, inout [UInt8]) -> Bool
    private var index = -1
    private(set) var current: [UInt8] = []

    init(count: Int, load: @escaping (Int, inout [UInt8]) -> Bool) {
        (self.count, self.load) = (count, load)
        advance()
    }

    var isDone: Bool { index >= count }

    func precedes(_ other: Cursor) -> Bool {
        current.withUnsafeBufferPointer { mine in
            other.current.withUnsafeBufferPointer { PackedStrings<Void>.compare(mine, $0) < 0 }
        }
    }

    mutating func advance() {
        repeat {
            index += 1
            current.removeAll(keepingCapacity: true)
        } while index < count && !load(index, &current)
    }
}
