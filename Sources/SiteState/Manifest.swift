import Domain
import Foundation
import OutputTree
import Pages

/// What the last successful build published, kept outside the output folder: per contest its index card,
/// join token and the digests of everything its pages were rendered from. It lets a build skip unchanged
/// contests, keep an invalid contest's last good pages and list removals.
public struct Manifest: Sendable, Equatable {
    public struct ContestRecord: Sendable, Equatable {
        public var card: ContestCard
        public var joinToken: String?
        /// Digest of the contest's documents; empty when its pages must be re-rendered next run.
        public var digest: String
        /// The documents' file metadata when `digest` was taken (see `ContestSource.signature`).
        public var signature: String?
        /// Digest of the templates in effect for the contest's type.
        public var templates: String?
        /// Where the source listed it; stored problems name it, so a moved source re-renders.
        public var location: String?
        /// Problems and warnings of the render, reported again while the contest stays unchanged.
        public var problems: [Problem]?
        public var warnings: [String]?
        /// The leaderboard's `generated_at` of the published pages (seconds since 1970); with `card.updatedTime`
        /// (the contest's `updated_at`) it lets a build refuse documents older than those live (CONTRACT §6).
        public var generatedAt: Double?

        public init(card: ContestCard, joinToken: String?, digest: String, signature: String? = nil, templates: String? = nil,
                    location: String? = nil, problems: [Problem] = [], warnings: [String] = [],
                    generatedAt: Double? = nil) {
            self.card = card
            self.joinToken = joinToken
            self.digest = digest
            self.signature = signature
            self.templates = templates
            self.location = location
            self.problems = problems.isEmpty ? nil : problems
            self.warnings = warnings.isEmpty ? nil : warnings
            self.generatedAt = generatedAt
        }
    }

    /// The pcsite binary that rendered the pages (`BinaryIdentity`).
    public var version: String?
    /// Digest of the config and of everything else every page shows (navigation).
    public var site: String?
    /// Digest of everything the lists, feed, sitemap and search.json show (`SitePagesKey`); equal keys mean
    /// the published ones can be linked over without rendering them.
    public var sitePages: String?
    /// Inode of the output folder these entries describe; a manifest whose output was replaced
    /// behind its back (or never swapped in) cannot vouch for the files there.
    public var outputInode: UInt64?
    public var contests: [String: ContestRecord] = [:]
    /// Every file of the output but `build.json`, with its size and digest (`SiteFileList`); nil when unknown.
    public var files: [String: SiteFileList.Entry]?

    public init(contests: [String: ContestRecord] = [:]) {
        self.contests = contests
    }

    /// The fields of a new tree's manifest, assembled in one place once every file is in it (`BuildRun.write`); its
    /// contests and files are saved with it (`savePending(forOutput:contests:files:)`), not held in it.
    package init(version: String, site: String, sitePages: String?, outputInode: UInt64?) {
        self.version = version
        self.site = site
        self.sitePages = sitePages
        self.outputInode = outputInode
    }

    /// `<parent>/.pcsite/<output name>.manifest`, beside (never inside) the output folder.
    public static func path(forOutput output: String) -> String {
        SideFiles.path(forOutput: output, suffix: "manifest")
    }

    /// Written just before the swap; promoted to the manifest once the swap happened.
    package static func pendingPath(forOutput output: String) -> String {
        SideFiles.path(forOutput: output, suffix: "manifest.pending")
    }

    /// The manifest describing the output as it is now, and whether its files can be reused as they are.
    public static func load(forOutput output: String, repair: Bool) -> (manifest: Manifest, trusted: Bool) {
        guard let found = find(forOutput: output, repair: repair), let manifest = read(found.file) else {
            return (Manifest(), false)
        }
        return (manifest, found.trusted)
    }

    /// The output's file list, when a manifest that vouches for the output lists it; the entries are stepped over,
    /// not decoded: deploy needs the files alone, and every contest's entry held as well took more memory than they.
    /// Packed and sorted, as deploy compares it.
    public static func trustedFiles(forOutput output: String) -> SortedFileList? {
        guard let found = find(forOutput: output, repair: false), found.trusted else { return nil }
        var reader = found.entries()
        guard (try? found.header.walkEntries(from: &reader) { _, _ in }) != nil else { return nil }
        var files = SortedFileList()
        let listed = try? decodeFiles(from: &reader, reserving: { files.reserveCapacity($0) }) { files.append($0, $1) }
        files.sort()
        return listed == true ? files : nil
    }

    /// Which manifest file describes the output, held open and read no further than its header (`load` reads it
    /// whole).
    package struct Found: Sendable {
        package let file: OpenFile
        package let header: Header
        /// It provably describes the output folder as it is, so its files can be reused as they are.
        package let trusted: Bool

        /// A reader of the file from its first entry on (the header already read).
        package func entries() -> ByteReader { file.reader(from: header.entriesStart) }
    }

    /// A run killed between the swap and saving the manifest left a pending manifest that does describe the
    /// output. `repair` (only while holding the run lock) promotes or removes such a leftover.
    package static func find(forOutput output: String, repair: Bool) -> Found? {
        let inode = Inode.number(output)
        let pending = pendingPath(forOutput: output)
        if let file = OpenFile(pending), let header = Header.read(file), inode != nil, header.manifest.outputInode == inode {
            // Promoted or not, the open file is the one read.
            if repair { try? promotePending(forOutput: output) }
            return Found(file: file, header: header, trusted: true)
        }
        if repair { try? FileManager.default.removeItem(atPath: pending) }
        guard let file = OpenFile(path(forOutput: output)), let header = Header.read(file) else { return nil }
        return Found(file: file, header: header, trusted: inode != nil && header.manifest.outputInode == inode)
    }

    /// Before the swap: a kill from here on leaves a pending manifest that `load` matches to the output by inode.
    func savePending(forOutput output: String, injected: Int32? = nil) throws(Problem) {
        try AtomicFile.write(to: Self.pendingPath(forOutput: output), injected: injected,
                             action: "cannot save the build manifest", streaming: encode(to:))
    }

    package static func promotePending(forOutput output: String, injected: Int32? = nil) throws(Problem) {
        let code = AtomicFile.move(pendingPath(forOutput: output), to: path(forOutput: output), injected: injected)
        guard code == 0 else { throw .system(path(forOutput: output), code: code, action: "cannot save the build manifest") }
    }

    /// Each published contest's entry in turn, none kept; false when the manifest is missing or damaged (then
    /// what was handed to `body` describes nothing).
    public static func forEachContestRecord(forOutput output: String, _ body: (ContestRecord) -> Void) -> Bool {
        guard let found = find(forOutput: output, repair: false) else { return false }
        var reader = found.entries()
        let complete = try? found.header.decodeEntries(from: &reader) { _, entry in
            body(entry)
            return true
        }
        return complete == true
    }

    static func read(_ file: OpenFile) -> Manifest? {
        var reader = file.reader()
        return decode(from: &reader)
    }

    static func read(_ path: String) -> Manifest? { OpenFile(path).flatMap(read) }
}
