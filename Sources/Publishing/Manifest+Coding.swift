import Domain
import EveryCore
import OutputTree
import Pages

/// The manifest's file format: length-prefixed fields in a fixed order behind a magic line. A 10,000-contest
/// manifest is read and written every run; Foundation's JSON coders spent ~0.25 s of a no-op build on it.
/// Anything unreadable (old format, truncated file) decodes to nil, and the next build simply renders everything.
extension Manifest {
    /// Version 9 gives each entry's length after its id, so a build finds the entries without decoding them and
    /// checks them on every core (decoded one after another to find where each ends, they were a fifth of a second
    /// of one core at 100,000 contests, twice: the published manifest and the spare's). Version 8 ends with the
    /// no-op trailer (`NoOpTrailer`) and where it begins. Version 7 had neither, 6 no `generatedAt` either
    /// (those entries compare by `updated_at` alone until rebuilt); all still load.
    static let version = 9
    static func magic(version: Int) -> [UInt8] { Array("pcsite-manifest \(version)\n".utf8) }
    static let magic = magic(version: version)
    /// The last bytes of a version 8 manifest: where its no-op trailer begins.
    static let footerSize = 8

    func encoded() -> [UInt8] {
        var bytes: [UInt8] = []
        encode { bytes += $0 }
        return bytes
    }

    /// Hands the encoded manifest to `emit` in pieces of about a megabyte.
    func encode(to emit: ([UInt8]) -> Void) {
        let ids = contests.keys.sorted()
        _ = encode(count: ids.count, encodedEntries: { body in
            var writer = ByteWriter()
            for id in ids { if let entry = contests[id] { Self.appendEntry(id: id, encoded: entry.encoded(), to: &writer) } }
            body(writer.bytes)
        }, files: { files.map { ($0.count, PublishedFiles($0)) } }, to: emit)
    }

    /// This manifest's fields with the contests `encodedEntries` hands over in id order (`count` of them, each
    /// with its id, as `appendEntry` encodes them, any number at a time: `EntryStore` hands its bytes over as they
    /// are, and batches are encoded on every core), and the files `files` hands over, instead of its own; false when
    /// `files` could not hand them all over (the bytes then make no manifest). `files` is asked for once the
    /// entries are written, `check` once the files are, and it ends the manifest.
    func encode(count: Int, encodedEntries: (_ body: ([UInt8]) -> Void) -> Void,
                files: () -> (count: Int, each: PublishedFiles)?, check: () -> NoOpTrailer? = { nil },
                to emit: ([UInt8]) -> Void) -> Bool {
        var writer = ByteWriter(magic: Self.magic)
        writer.optional(version)
        writer.optional(site)
        writer.optional(sitePages)
        writer.optional(outputInode.map { Int(bitPattern: UInt($0)) })
        writer.int(count)
        var written = 0
        return withoutActuallyEscaping(emit) { emitOnward in
            let emit: ([UInt8]) -> Void = { bytes in
                written += bytes.count
                emitOnward(bytes)
            }
            encodedEntries { entries in
                writer.flush(over: 0, to: emit)
                emit(entries)
            }
            let files = files()
            writer.optional(files?.count)
            // In the order they come: sorting 27,000 paths would cost more than the rest of this list.
            let complete = files?.each.forEach { path, entry in
                writer.string(path)
                writer.int(entry.size)
                writer.int(Int(bitPattern: UInt(entry.value)))
                writer.flush(to: emit)
            } ?? true
            let checkStart = written + writer.bytes.count
            if complete, let check = check() {
                writer.int(1)
                check.encode(into: &writer, flushingTo: emit)
            } else {
                writer.int(0)
            }
            writer.int(checkStart)
            writer.flush(over: 0, to: emit)
            return complete
        }
    }

    /// A contest's entry in the manifest: its id, the entry's length, then the entry as `Entry.encoded()` made it.
    static func appendEntry(id: String, encoded entry: [UInt8], to writer: inout ByteWriter) {
        writer.string(id)
        writer.int(entry.count)
        writer.raw(entry)
    }

    /// Where the no-op trailer of a version 8 manifest begins, from its last bytes; nil when they point nowhere.
    static func checkStart(of file: Int32, size: Int) -> Int? {
        guard size >= footerSize else { return nil }
        var reader = ByteReader(file: file, from: size - footerSize, to: size)
        guard let start = try? reader.int(), (0...size - footerSize).contains(start) else { return nil }
        return start
    }

    static func decoded(_ bytes: [UInt8]) -> Manifest? {
        var reader = ByteReader(bytes)
        return decode(from: &reader)
    }

    static func decode(from reader: inout ByteReader) -> Manifest? {
        do {
            guard let header = try Header(from: &reader) else { return nil }
            var manifest = header.manifest
            manifest.contests.reserveCapacity(header.count)
            try header.decodeEntries(from: &reader) { id, entry in
                manifest.contests[id] = entry
                return true
            }
            var files: [String: SiteFileList.Entry] = [:]
            let listed = try decodeFiles(from: &reader, reserving: { files.reserveCapacity($0) }) { files[$0] = $1 }
            manifest.files = listed ? files : nil
            try header.decodeEnd(from: &reader)
            return reader.isAtEnd ? manifest : nil
        } catch {
            return nil
        }
    }

    /// The file list that follows the contests, each file handed to `body`; false when the manifest has none.
    static func decodeFiles(from reader: inout ByteReader, reserving: (Int) -> Void = { _ in },
                            _ body: (String, SiteFileList.Entry) -> Void) throws(ByteReader.Malformed) -> Bool {
        guard let count = try reader.optionalInt() else { return false }
        guard count >= 0 else { throw ByteReader.Malformed() }
        reserving(count)
        for _ in 0..<count {
            let path = try reader.string()
            let size = try reader.int()
            body(path, SiteFileList.Entry(size: size, value: UInt64(UInt(bitPattern: try reader.int()))))
        }
        return true
    }

    /// What precedes the contests: the manifest's own fields (no contests, no files) and how many contests follow.
    struct Header: Sendable {
        let manifest: Manifest
        let count: Int
        let version: Int

        var hasGeneratedAt: Bool { version >= 7 }
        var hasCheck: Bool { version >= 8 }
        var hasLengths: Bool { version >= 9 }

        init?(from reader: inout ByteReader) throws(ByteReader.Malformed) {
            guard let version = (6...Manifest.version).reversed().first(where: { reader.expect(Manifest.magic(version: $0)) })
            else { return nil }
            self.version = version
            var manifest = Manifest()
            manifest.version = try reader.optionalString()
            manifest.site = try reader.optionalString()
            manifest.sitePages = try reader.optionalString()
            manifest.outputInode = try reader.optionalInt().map { UInt64(UInt(bitPattern: $0)) }
            self.manifest = manifest
            count = try reader.count()
        }

        /// The header of the manifest at `path`, nothing more read; nil when there is none or it is damaged.
        static func read(_ path: String) -> Header? {
            ByteReader.reading(path) { reader in try? Header(from: &reader) }
        }

        /// Each contest's entry in id order, handed to `body` and not kept, until `body` says false; whether
        /// every entry was read.
        @discardableResult
        func decodeEntries(from reader: inout ByteReader, _ body: (String, Entry) -> Bool) throws(ByteReader.Malformed) -> Bool {
            for _ in 0..<count {
                let (id, entry) = try decodeEntry(from: &reader)
                guard body(id, entry) else { return false }
            }
            return true
        }

        /// Every entry's id's bytes and where it is (its id first), handed to `body`, no string made. An entry with
        /// its length is stepped over unread (`checkEntries` then decodes them on every core); an older one is
        /// decoded to find its end (`Entry.Outline` checks it as decoding would).
        func walkEntries(from reader: inout ByteReader,
                         _ body: (_ id: ArraySlice<UInt8>, _ place: Range<Int>) -> Void) throws(ByteReader.Malformed) {
            for _ in 0..<count {
                let start = reader.position
                let id = try reader.utf8()
                if let end = try entryEnd(from: &reader) {
                    try reader.skip(end - reader.position)
                } else {
                    _ = try Entry.Outline(from: &reader, withGeneratedAt: hasGeneratedAt)
                }
                body(id, start..<reader.position)
            }
        }

        /// Whether the entries at the `count` places `place` gives (as `walkEntries` found them in `file`) all
        /// decode, each ending where its place does; checked on `parallel`'s threads. Entries walked by decoding
        /// were checked by the walk.
        func checkEntries(count: Int, in file: Int32, on parallel: Parallel, place: @Sendable (Int) -> Range<Int>) -> Bool {
            guard hasLengths else { return true }
            var whole = true
            parallel.inBatches(of: count, batch: 4_096, { range in
                range.allSatisfy { (try? outline(at: place($0), in: file)) != nil }
            }, use: { whole = whole && $0 })
            return whole
        }

        /// The id's bytes and the outline of the entry at `place` in `file`, which must end where the place does.
        func outline(at place: Range<Int>, in file: Int32) throws(ByteReader.Malformed)
            -> (id: ArraySlice<UInt8>, outline: Entry.Outline) {
            var reader = ByteReader(file: file, from: place.lowerBound, to: place.upperBound)
            let id = try reader.utf8()
            _ = try entryEnd(from: &reader)
            let outline = try Entry.Outline(from: &reader, withGeneratedAt: hasGeneratedAt)
            guard reader.isAtEnd else { throw ByteReader.Malformed() }
            return (id, outline)
        }

        /// The next contest's id and entry.
        func decodeEntry(from reader: inout ByteReader) throws(ByteReader.Malformed) -> (id: String, entry: Entry) {
            let id = try reader.string()
            let end = try entryEnd(from: &reader)
            let entry = try Entry(from: &reader, withGeneratedAt: hasGeneratedAt)
            guard end == nil || end == reader.position else { throw ByteReader.Malformed() }
            return (id, entry)
        }

        /// Where the entry that follows ends, read from the length after its id; nil before version 9.
        private func entryEnd(from reader: inout ByteReader) throws(ByteReader.Malformed) -> Int? {
            guard hasLengths else { return nil }
            let length = try reader.count()
            return reader.position + length
        }

        /// What follows the file list: in version 8 the no-op trailer and the last bytes that say where it
        /// begins, read through to be sure of them.
        func decodeEnd(from reader: inout ByteReader) throws(ByteReader.Malformed) {
            guard hasCheck else { return }
            let start = reader.position
            switch try reader.int() {
            case 0: break
            case 1: _ = try NoOpTrailer(from: &reader)
            default: throw ByteReader.Malformed()
            }
            guard try reader.int() == start else { throw ByteReader.Malformed() }
        }
    }
}

extension Manifest.Entry {
    /// The bytes the manifest holds for the entry after its id.
    func encoded() -> [UInt8] {
        var writer = ByteWriter()
        encode(into: &writer)
        return writer.bytes
    }

    /// The card's fields in a fixed order, each named where it is read back (`init(from:)`): strings, then optionals.
    private func encode(into writer: inout ByteWriter) {
        writer.string(card.id)
        writer.string(card.name)
        writer.string(card.url)
        writer.string(card.type)
        writer.string(card.status)
        writer.string(card.entries)
        writer.string(card.fee)
        writer.string(card.organizer)
        writer.string(card.updated)
        writer.string(card.updatedDay)
        writer.string(card.statusLabel)
        writer.string(card.statusGroup.rawValue)
        writer.optional(card.typeURL)
        writer.optional(card.standingsState)
        writer.optional(card.lockTime?.text)
        writer.optional(card.lockTime?.machine)
        writer.int(card.isLive ? 1 : 0)
        writer.int(Int(bitPattern: UInt(card.updatedTime.bitPattern)))
        writer.int(card.standingsPageCount)
        writer.optional(joinToken)
        writer.string(digest)
        writer.optional(signature)
        writer.optional(templates)
        writer.optional(location)
        writer.problems(problems ?? [])
        writer.strings(warnings ?? [])
        writer.optional(generatedAt.map { Int(bitPattern: UInt($0.bitPattern)) })
    }

    init(from reader: inout ByteReader, withGeneratedAt: Bool) throws(ByteReader.Malformed) {
        let card = try StoredCard(from: &reader).card
        let rest = try Tail(from: &reader, withGeneratedAt: withGeneratedAt)
        self.init(card: card, joinToken: rest.joinToken, digest: rest.digest, signature: rest.signature,
                  templates: rest.templates, location: rest.location, problems: rest.problems, warnings: rest.warnings,
                  generatedAt: rest.generatedAt)
    }

    /// What follows the card in the bytes of an entry of the current version.
    static func tail(from reader: inout ByteReader) throws(ByteReader.Malformed) -> Tail {
        _ = try StoredCard(from: &reader)
        return try Tail(from: &reader, withGeneratedAt: true)
    }

    /// What follows the card in an entry's bytes.
    struct Tail: Sendable {
        let joinToken: String?
        let digest: String
        let signature: String?
        let templates: String?
        let location: String?
        let problems: [Problem]
        let warnings: [String]
        let generatedAt: Double?

        init(from reader: inout ByteReader, withGeneratedAt: Bool) throws(ByteReader.Malformed) {
            joinToken = try reader.optionalString()
            digest = try reader.string()
            signature = try reader.optionalString()
            templates = try reader.optionalString()
            location = try reader.optionalString()
            problems = try reader.problems()
            warnings = try reader.strings()
            generatedAt = try (withGeneratedAt ? reader.optionalInt() : nil).map { Double(bitPattern: UInt64(UInt(bitPattern: $0))) }
        }
    }

    /// An entry walked without making its strings: its card's fields and the tail's fields a spare tree's folders
    /// are compared by (`SpareTree.reuse`), each as the bytes the reader holds. It checks the bytes as decoding
    /// does (a length past the end, a status group no build writes): what decodes, outlines, and the reverse.
    struct Outline: Sendable {
        let card: StoredCard
        let joinToken: ArraySlice<UInt8>?
        let digest: ArraySlice<UInt8>
        let templates: ArraySlice<UInt8>?

        /// In the order `encode(into:)` writes and `Tail.init(from:withGeneratedAt:)` reads.
        init(from reader: inout ByteReader, withGeneratedAt: Bool) throws(ByteReader.Malformed) {
            card = try StoredCard(from: &reader)
            joinToken = try reader.optionalUTF8()
            digest = try reader.utf8()
            _ = try reader.optionalUTF8()  // signature
            templates = try reader.optionalUTF8()
            _ = try reader.optionalUTF8()  // location
            for _ in 0..<(try reader.count()) {  // problems: source, path, message
                _ = try reader.utf8()
                _ = try reader.optionalUTF8()
                _ = try reader.utf8()
            }
            for _ in 0..<(try reader.count()) { _ = try reader.utf8() }  // warnings
            if withGeneratedAt { _ = try reader.optionalInt() }
        }

        /// Both entries make the same contest pages from the same documents: the same card, digest (one was
        /// taken) and templates. Their join pages are the same when their join tokens are too.
        func rendersSamePages(as other: Outline) -> Bool {
            !digest.isEmpty && digest == other.digest && templates == other.templates && card == other.card
        }
    }

    /// The card that begins an entry's bytes, the reader left after it.
    static func card(from reader: inout ByteReader) throws(ByteReader.Malformed) -> ContestCard {
        try StoredCard(from: &reader).card
    }

    /// A card's fields as an entry's bytes hold them, taken as slices of the reader's buffer, without a string for
    /// each: the site pages read every card from the entry store several times.
    struct StoredCard: Sendable, Equatable {
        let id, name, url, type, status, entries, fee, organizer, updated, updatedDay, statusLabel: ArraySlice<UInt8>
        let statusGroup: StatusGroup
        let typeURL, standingsState, lockText, lockMachine: ArraySlice<UInt8>?
        let isLive: Bool
        let updatedTime: Double
        let standingsPageCount: Int

        init(from reader: inout ByteReader) throws(ByteReader.Malformed) {
            id = try reader.utf8()
            name = try reader.utf8()
            url = try reader.utf8()
            type = try reader.utf8()
            status = try reader.utf8()
            entries = try reader.utf8()
            fee = try reader.utf8()
            organizer = try reader.utf8()
            updated = try reader.utf8()
            updatedDay = try reader.utf8()
            statusLabel = try reader.utf8()
            guard let group = StatusGroup(rawValue: try reader.string()) else { throw ByteReader.Malformed() }
            statusGroup = group
            typeURL = try reader.optionalUTF8()
            standingsState = try reader.optionalUTF8()
            lockText = try reader.optionalUTF8()
            lockMachine = try reader.optionalUTF8()
            isLive = try reader.int() != 0
            updatedTime = Double(bitPattern: UInt64(UInt(bitPattern: try reader.int())))
            standingsPageCount = try reader.int()
        }

        var card: ContestCard {
            ContestCard(utf8: id, name: name, url: url, type: type, typeURL: typeURL, status: status,
                        statusLabel: statusLabel, statusGroup: statusGroup, standingsState: standingsState,
                        entries: entries, fee: fee,
                        lockTime: lockText.flatMap { text in lockMachine.map { (text, $0) } },
                        isLive: isLive, organizer: organizer, updated: updated, updatedDay: updatedDay,
                        updatedTime: updatedTime, standingsPageCount: standingsPageCount)
        }
    }
}
