import Domain
import Foundation
import Input
import OutputTree
import Pages
@testable import SiteState
import TestSupport
import Testing
@testable import Publishing

/// The manifest is written in pieces and read a window at a time (a million contests make a gigabyte of it):
/// what is read back is what was written, across window boundaries, and a damaged file vouches for nothing.
@Suite struct ManifestFileTests {
    @Test func aManifestLargerThanAWindowReadsBackAsWritten() throws {
        let folder = try Scratch()
        defer { folder.remove() }
        let manifest = Self.manifest(contests: 6_000, files: 20_000)
        try manifest.savePending(forOutput: folder.output)
        let path = Manifest.pendingPath(forOutput: folder.output)
        let bytes = try #require(FileManager.default.contents(atPath: path))
        #expect(bytes.count > 3 * ByteReader.window)
        #expect(Manifest.read(path) == manifest)
        // The entries alone, one by one, as a run that changes nothing reads them.
        var entries: [String: Manifest.ContestRecord] = [:]
        var reader = try #require(OpenFile(path)).reader()
        let header = try #require(try Manifest.Header(from: &reader))
        let everyEntry = try header.decodeEntries(from: &reader) { id, entry in
            entries[id] = entry
            return true
        }
        #expect(everyEntry && entries == manifest.contests)
    }

    /// What a real build writes: the manifest reads back with an entry for every contest and the new tree's file
    /// list (every file but `build.json`, which holds it), and ends with the no-op trailer over the whole
    /// listing; once a contest stops parsing it is kept as published, its digest cleared (it is
    /// rendered again once it parses), and no check is written (the next run reads every contest again).
    @Test func aBuildsManifestReadsBackAndEndsWithTheCheckOfItsListing() async throws {
        let site = try TestSite.generated(contests: 500, rows: 1)
        defer { site.remove() }
        #expect(try await site.build().exitStatus == 0)
        let path = Manifest.path(forOutput: site.output())
        let ids = site.contestIDs
        let manifest = try #require(Manifest.read(path))
        #expect(manifest.contests.keys.sorted() == ids)
        #expect(manifest.files?.count == snapshot(site.output()).keys.filter { $0 != SiteFileList.stampName }.count)
        let check = try #require(NoOpTrailer.read(path))
        #expect(check.signatures.count == 500 && check.fileCount == manifest.files?.count && check.notes.isEmpty)

        try site.edit(ids[0]) { _ in "{ not json" }
        #expect(try await site.build().kept == [ids[0]])
        #expect(NoOpTrailer.read(path) == nil)
        let kept = try #require(Manifest.read(path)?.contests[ids[0]])
        #expect(kept.digest.isEmpty && kept.card == manifest.contests[ids[0]]?.card)
    }

    /// The no-op trailer ends the manifest and is found from its last bytes, the entries unread; it is written
    /// only when every listed contest can be carried over as it is, and the manifest around it reads as before.
    @Test func theNoOpTrailerIsFoundFromTheLastBytesAndOnlyForAWholeListing() throws {
        let folder = try Scratch()
        defer { folder.remove() }
        let manifest = Self.manifest(contests: 3_000, files: 4_000)
        let ids = manifest.contests.keys.sorted().reversed() as [String]
        let listed = ids.map { ContestReference(key: $0, location: manifest.contests[$0]?.location ?? "") }
        let path = Manifest.path(forOutput: folder.output)
        func write(_ references: [ContestReference], _ entries: [String: Manifest.ContestRecord]) throws {
            let positions = Dictionary(uniqueKeysWithValues: references.enumerated().map { ($1.key, $0) })
            var check = NoOpTrailer.Builder(inputs: 42, references: references, published: entries.count)
            var bytes: [UInt8] = []
            _ = manifest.encode(count: entries.count, encodedEntries: { body in
                for (id, entry) in entries.sorted(by: { $0.key < $1.key }) {
                    let position = positions[id] ?? references.count
                    check.add(check.reader.read(id, at: position, entry.encoded()), at: position)
                    var writer = ByteWriter()
                    Manifest.appendEntry(id: id, encoded: entry.encoded(), to: &writer)
                    body(writer.bytes)
                }
            }, files: { manifest.files.map { ($0.count, StreamedFileList($0)) } },
               check: { check.finish(fileCount: manifest.files?.count) }, to: { bytes += $0 })
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        }

        try write(listed, manifest.contests)
        let check = try #require(NoOpTrailer.read(path))
        #expect(check.inputs == 42 && check.fileCount == 4_000 && check.signatures.count == 3_000)
        #expect(ids.indices.allSatisfy { check.signatures.holds($0, manifest.contests[ids[$0]]?.signature) })
        #expect(!check.signatures.holds(0, manifest.contests[ids[1]]?.signature))
        let noted = ids.indices.filter { manifest.contests[ids[$0]]?.problems != nil || manifest.contests[ids[$0]]?.warnings != nil }
        #expect(check.notes.map(\.position) == noted && !noted.isEmpty)
        #expect(check.notes.allSatisfy { note in
            let entry = manifest.contests[ids[note.position]]
            return note.problems == entry?.problems ?? [] && note.warnings == entry?.warnings ?? []
        })
        #expect(Manifest.read(path) == manifest)
        var files: [String: SiteFileList.Entry] = [:]
        #expect(try #require(PublishedManifest.open(path, on: .everyCore)).files.forEach { files[$0] = $1 } && files == manifest.files)

        var noDigest = manifest.contests
        noDigest[ids[5]]?.digest = ""
        var noSignature = manifest.contests
        noSignature[ids[6]]?.signature = nil
        var moved = listed
        moved[7] = ContestReference(key: ids[7], location: "elsewhere/\(ids[7]).json")
        var unlisted = manifest.contests
        unlisted[ids[8]] = nil
        for (change, references, entries) in [("a contest to render again", listed, noDigest),
                                              ("a contest without signature", listed, noSignature),
                                              ("a contest listed elsewhere", moved, manifest.contests),
                                              ("a listed contest not published", listed, unlisted)] {
            try write(references, entries)
            #expect(NoOpTrailer.read(path) == nil, "\(change)")
            #expect(Manifest.read(path)?.contests == entries, "\(change)")
        }
    }

    @Test func aTruncatedManifestReadsAsNoneWhereverItWasCut() throws {
        let folder = try Scratch()
        defer { folder.remove() }
        let manifest = Self.manifest(contests: 3_000, files: 3_000)
        let bytes = manifest.encoded()
        let path = Manifest.path(forOutput: folder.output)
        for cut in [10, 100, ByteReader.window - 3, ByteReader.window + 5, bytes.count - 9, bytes.count - 1] {
            try Data(bytes[0..<cut]).write(to: URL(fileURLWithPath: path))
            #expect(Manifest.read(path) == nil, "cut at \(cut) of \(bytes.count)")
        }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(Manifest.read(path) == manifest)
    }

    /// Entries are found by the lengths after their ids and then checked on every core: one whose bytes do not
    /// decode, in a late batch of the check, makes the manifest none (every contest is rendered) and a spare's
    /// manifest untrusted; a length that says too much or too little does too.
    @Test func anEntryDamagedWithinItsLengthMakesTheManifestNone() throws {
        let folder = try Scratch()
        defer { folder.remove() }
        let manifest = Self.manifest(contests: 9_000, files: 10)
        let (bytes, path) = try Self.published(manifest, in: folder)
        let published = try #require(PublishedManifest.open(path, on: .everyCore))
        // The entry's id comes first, then its length, then the entry, whose card's id's length is set past its end.
        let late = try #require(bytes.firstRange(of: Array(manifest.contests.keys.sorted()[8_500].utf8)))
        let length = Self.int(in: bytes, at: late.upperBound)
        for (label, damage) in [("inside", Self.setting(1 << 40, at: late.upperBound + 8, in: bytes)),
                                ("length too long", Self.setting(length + 1, at: late.upperBound, in: bytes)),
                                ("length too short", Self.setting(length - 1, at: late.upperBound, in: bytes))] {
            try Data(damage).write(to: URL(fileURLWithPath: path))
            #expect(PublishedManifest.open(path, on: .everyCore) == nil, "\(label)")
            #expect(Manifest.read(path) == nil, "\(label)")
            try Data(damage).write(to: URL(fileURLWithPath: SpareTree.manifestPath(forOutput: folder.output)))
            #expect(SpareTree.reuse(forOutput: folder.output, published: published, on: .everyCore) == (inode: nil, folders: []), "\(label)")
        }
    }

    /// Skipping moves past bytes in the window and beyond it, and no further than the end.
    @Test func aReaderSkipsWithinAndBeyondItsWindow() throws {
        let folder = try Scratch()
        defer { folder.remove() }
        let numbers = (0..<400_000).map { Int64($0).littleEndian }
        let bytes = numbers.withUnsafeBytes { [UInt8]($0) }
        let path = folder.root + "/numbers"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        for fromFile in [true, false] {
            let file = try #require(OpenFile(path))
            let read = { () -> [Int]? in
                var reader = fromFile ? file.reader() : ByteReader(bytes)
                var seen = [try? reader.int()]
                for skipped in [10, 1, 200_000, 0, 150_000, 49_981] {
                    guard (try? reader.skip(8 * skipped)) != nil else { return nil }
                    seen.append(try? reader.int())
                }
                #expect(reader.position == 8 * 400_000 - 8 * 1 && (try? reader.skip(9)) == nil && (try? reader.skip(-1)) == nil)
                return seen.compactMap { $0 }
            }()
            #expect(read == [0, 11, 13, 200_014, 200_015, 350_016, 399_998], "from a file: \(fromFile)")
        }
    }

    @Test func theSparesManifestIsComparedEntryByEntryAndADamagedOneIsNotTrusted() throws {
        let folder = try Scratch()
        defer { folder.remove() }
        // More entries than one batch of the comparing lanes.
        var published = Self.manifest(contests: 5_000, files: 0)
        published.version = "build-id aa"
        var spare = published
        spare.outputInode = 42
        let changed = Self.card(7).id, renamed = Self.card(4_500).id, neverRendered = Self.card(11).id
        let newToken = Self.card(12).id, missing = Self.card(13).id
        spare.contests[changed]?.digest = "another digest"
        spare.contests[renamed]?.card = Self.card(4_501)
        spare.contests[neverRendered]?.digest = ""
        published.contests[neverRendered]?.digest = ""
        spare.contests[newToken]?.joinToken = "another token"
        spare.contests[missing] = nil
        let sparePath = SpareTree.manifestPath(forOutput: folder.output)
        try Data(spare.encoded()).write(to: URL(fileURLWithPath: sparePath))

        let publishedPath = Manifest.path(forOutput: folder.output)
        try Data(published.encoded()).write(to: URL(fileURLWithPath: publishedPath))
        let opened: PublishedManifest = try #require(PublishedManifest.open(publishedPath, on: .everyCore))
        let reuse = SpareTree.reuse(forOutput: folder.output, published: opened, on: .everyCore)
        func reused(_ folder: String) -> Bool { reuse.folders.contains(PathKey(folder)) }
        #expect(reuse.inode == 42)
        #expect(reuse.folders.count == 2 * (5_000 - 4) - 1)
        #expect(reused(OutputPath.contestFolder(Self.card(8).id)) && reused(OutputPath.joinFolder("token8")))
        for id in [changed, renamed, neverRendered, missing] { #expect(!reused(OutputPath.contestFolder(id)), "\(id)") }
        #expect(reused(OutputPath.contestFolder(newToken)), "the same pages, but a join page of another token")
        #expect(!reused(OutputPath.joinFolder("token12")))

        var otherBinary = published
        otherBinary.version = "build-id bb"
        try Data(otherBinary.encoded()).write(to: URL(fileURLWithPath: publishedPath))
        let other = try #require(PublishedManifest.open(publishedPath, on: .everyCore))
        #expect(SpareTree.reuse(forOutput: folder.output, published: other, on: .everyCore) == (inode: 42, folders: []))
        try Data(published.encoded()).write(to: URL(fileURLWithPath: publishedPath))
        let previous = try #require(PublishedManifest.open(publishedPath, on: .everyCore))

        let bytes = spare.encoded()
        try Data(bytes[0..<(bytes.count / 2)]).write(to: URL(fileURLWithPath: sparePath))
        #expect(SpareTree.reuse(forOutput: folder.output, published: previous, on: .everyCore) == (inode: nil, folders: []))
        unlink(sparePath)
        #expect(SpareTree.reuse(forOutput: folder.output, published: previous, on: .everyCore) == (inode: nil, folders: []))
    }

    /// An entry's record walks exactly its bytes; its decoding, outline and tail hold what was encoded; bytes that
    /// do not walk (cut short, left over, a status group no build writes) are malformed for every reader.
    @Test func anEntrysRecordReadsWhatItsEncodingWrote() throws {
        let manifest = Self.manifest(contests: 40, files: 0)
        for (id, entry) in manifest.contests {
            let bytes = entry.encoded()
            let record = try ContestRecordView(bytes[...])
            let outline = try Manifest.ContestRecord.Outline(record)
            #expect(try Manifest.ContestRecord(record) == entry, "\(id)")
            #expect(Manifest.ContestRecord.Tail(record).problems == (entry.problems ?? []) && Manifest.ContestRecord.Tail(record).generatedAt == entry.generatedAt)
            #expect(outline.digest.elementsEqual(entry.digest.utf8) && outline.joinToken?.elementsEqual(entry.joinToken!.utf8) == true)
            #expect(outline.templates?.elementsEqual(entry.templates!.utf8) == true)
            #expect(outline.rendersSamePages(as: outline))
            #expect(throws: ByteReader.Malformed.self) { try ContestRecordView(bytes.dropLast(4)) }
            #expect(throws: ByteReader.Malformed.self) { try ContestRecordView((bytes + [7, 7, 7])[...]) }
        }
        var stray = try #require(manifest.contests.values.first)
        stray.card = ContestCard(utf8: Array(stray.card.id.utf8)[...], name: [], url: [], type: [], typeURL: nil, status: [],
                                 statusLabel: [], statusGroup: .other, standingsState: nil, entries: [], fee: [], lockTime: nil,
                                 isLive: false, organizer: [], updated: [], updatedDay: [], updatedTime: 0, standingsPageCount: 0)
        let group = Array(StatusGroup.other.rawValue.utf8)
        var bytes = stray.encoded()
        let at = try #require(bytes.firstRange(of: group))
        bytes.replaceSubrange(at, with: Array(repeating: UInt8(ascii: "x"), count: group.count))
        let record = try ContestRecordView(bytes[...])
        #expect(throws: ByteReader.Malformed.self) { try Manifest.ContestRecord(record) }
        #expect(throws: ByteReader.Malformed.self) { try Manifest.ContestRecord.Outline(record) }
    }

    /// Every field's value is of the kind the table gives it, whatever the entry holds.
    @Test func everyFieldHasTheKindTheTableGives() throws {
        let full = try #require(Self.manifest(contests: 1, files: 0).contests.values.first)
        var bare = full
        (bare.joinToken, bare.signature, bare.templates, bare.location, bare.problems, bare.warnings, bare.generatedAt) =
            (nil, nil, nil, nil, nil, nil, nil)
        for entry in [full, bare] {
            for field in ContestRecordField.allCases { #expect(entry.value(of: field).kind == field.kind, "\(field)") }
            #expect(try Manifest.ContestRecord(ContestRecordView(entry.encoded()[...])) == entry)
        }
    }

    /// A build reads the published manifest through an index of where each entry is: every entry, asked by id,
    /// is the one written; the file list streams back whole; a manifest damaged among its entries is none, one
    /// damaged in its file list vouches for no file.
    @Test func thePublishedManifestReadsEachEntryWhenAskedAndItsFilesInOnePass() throws {
        let folder = try Scratch()
        defer { folder.remove() }
        let manifest = Self.manifest(contests: 6_000, files: 20_000)
        let (bytes, path) = try Self.published(manifest, in: folder)
        let previous = try #require(PublishedManifest.open(path, on: .everyCore))
        #expect(previous.version == "build-id aa" && previous.site == "site digest" && previous.sitePages == "lists digest")
        for (id, entry) in manifest.contests { #expect(previous.entry(id) == entry, "\(id)") }
        #expect(previous.entry("no-such-contest") == nil)
        var files: [String: SiteFileList.Entry] = [:]
        #expect(previous.files.forEach { files[$0] = $1 } && files == manifest.files)
        let listed = Set(manifest.contests.keys.sorted().dropFirst(3).map(PublishedManifest.key))
        #expect(previous.ids(notAmong: listed) == Array(manifest.contests.keys.sorted().prefix(3)))

        for cut in [bytes.count / 3, ByteReader.window + 5] {
            try Data(bytes[0..<cut]).write(to: URL(fileURLWithPath: path))
            #expect(PublishedManifest.open(path, on: .everyCore) == nil, "cut at \(cut) of \(bytes.count)")
        }
        // The last bytes say the check begins inside the file list: the list ends short.
        let cut = Self.setting(Self.int(in: bytes, at: bytes.count - 8) - 9, at: bytes.count - 8, in: bytes)
        try Data(cut).write(to: URL(fileURLWithPath: path))
        let cutInFiles = try #require(PublishedManifest.open(path, on: .everyCore))
        #expect(cutInFiles.entry(Self.card(5).id) == manifest.contests[Self.card(5).id])
        #expect(!cutInFiles.files.forEach { _, _ in })
        #expect(PublishedManifest().entry(Self.card(5).id) == nil && !PublishedManifest().files.forEach { _, _ in })
    }

    private static func manifest(contests: Int, files: Int) -> Manifest {
        var manifest = Manifest()
        for index in 0..<contests {
            let card = card(index)
            manifest.contests[card.id] = Manifest.ContestRecord(
                card: card, joinToken: "token\(index)", digest: String(repeating: "ab", count: 32),
                signature: "signature \(index)", templates: "templates", location: "content/contests/\(card.id).json",
                problems: index % 10 == 0 ? [Problem(source: "content/x.json", path: "$.name", message: "too long")] : [],
                warnings: index % 7 == 0 ? ["a warning"] : [], generatedAt: index % 2 == 0 ? Double(index) : nil)
        }
        manifest.version = "build-id aa"
        manifest.site = "site digest"
        manifest.sitePages = "lists digest"
        manifest.outputInode = 12_345
        manifest.files = files == 0 ? nil : Dictionary(uniqueKeysWithValues: (0..<files).map { index in
            ("contests/\(index)/standings/\(index % 9)/index.html", SiteFileList.Entry(size: index, value: UInt64(index) &* 0x9E37_79B9_7F4A_7C15))
        })
        return manifest
    }

    /// The manifest written as the output's published one: its bytes and where they are.
    private static func published(_ manifest: Manifest, in folder: Scratch) throws -> (bytes: [UInt8], path: String) {
        let bytes = manifest.encoded()
        let path = Manifest.path(forOutput: folder.output)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return (bytes, path)
    }

    /// The manifest's eight-byte integer at `offset`.
    private static func int(in bytes: [UInt8], at offset: Int) -> Int {
        bytes[offset..<offset + 8].withUnsafeBytes { Int(Int64(littleEndian: $0.loadUnaligned(as: Int64.self))) }
    }

    /// `bytes` with `value` as the eight-byte integer at `offset`.
    private static func setting(_ value: Int, at offset: Int, in bytes: [UInt8]) -> [UInt8] {
        var copy = bytes
        withUnsafeBytes(of: Int64(value).littleEndian) { copy.replaceSubrange(offset..<offset + 8, with: $0) }
        return copy
    }

    static func card(_ index: Int) -> ContestCard {
        let id = String(format: "%08x-0000-4000-8000-%012x", index * 7919, index)
        return ContestCard(
            id: id, name: "Weekend Warriors Showdown #\(index)", url: "/contests/\(id)/", type: "nba",
            typeURL: "/types/nba/", status: "open", statusLabel: "Open", statusGroup: .open, standingsState: nil,
            entries: "\(index) of 10,000", fee: "$25.00",
            lockTime: TimeText(text: "Jan 10, 2026 at 5:00 PM", machine: "2026-01-10T17:00:00Z"), isLive: index % 3 == 0,
            organizer: "Organizer \(index % 400)", updated: "2026-01-01T00:00:00Z", updatedDay: "2026-01-01",
            updatedTime: 1_767_225_600 + Double(index), standingsPageCount: 1)
    }
}

/// A folder holding an output's place: the manifests go to its `.pcsite/`.
private struct Scratch {
    let root: String
    var output: String { root + "/public" }

    init() throws {
        root = try temporaryFolder("manifest")
        try FileManager.default.createDirectory(atPath: root + "/.pcsite", withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
}
