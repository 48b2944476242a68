import Domain
import EveryCore
import OutputTree
import Pages

/// The manifest's file format: length-prefixed fields in a fixed order behind a magic line. A 10,000-contest
/// manifest is read and written every run; Foundation's JSON coders spent ~0.25 s of a no-op build on it.
/// Anything unreadable (another format, a truncated file) decodes to nil, and the next build simply renders
/// everything: a manifest of an earlier format costs one full build (CONTRACT §5).
///
/// The layout: the magic line, the header (the manifest's own fields, then how many contests), each contest (its
/// id, its entry's length, the entry: `ContestRecordField`), the file list (its count, then each path, size and digest),
/// the no-op trailer (1 and `NoOpTrailer`, or 0), and eight bytes that say where the trailer begins.
extension Manifest {
    /// 10: every entry described by `ContestRecordField`, and only this format read (6 to 9 were read until then).
    static let version = 10
    static let magic = Array("pcsite-manifest \(version)\n".utf8)
    /// The last bytes of a manifest: where its no-op trailer begins.
    static let footerSize = 8

    func encoded() -> [UInt8] {
        var bytes: [UInt8] = []
        encode { bytes += $0 }
        return bytes
    }

    /// Hands the encoded manifest to `emit` in pieces of about a megabyte.
    package func encode(to emit: ([UInt8]) -> Void) {
        let ids = contests.keys.sorted()
        _ = encode(count: ids.count, encodedEntries: { body in
            var writer = ByteWriter()
            for id in ids { if let entry = contests[id] { Self.appendEntry(id: id, encoded: entry.encoded(), to: &writer) } }
            body(writer.bytes)
        }, files: { files.map { ($0.count, StreamedFileList($0)) } }, to: emit)
    }

    /// This manifest's fields with the contests `encodedEntries` hands over in id order (`count` of them, each
    /// with its id, as `appendEntry` encodes them, any number at a time: `ContestRecordStore` hands its bytes over as they
    /// are, and batches are encoded on every core), and the files `files` hands over, instead of its own; false when
    /// `files` could not hand them all over (the bytes then make no manifest). `files` is asked for once the
    /// entries are written, `check` once the files are, and it ends the manifest.
    package func encode(count: Int, encodedEntries: (_ body: ([UInt8]) -> Void) -> Void,
                files: () -> (count: Int, each: StreamedFileList)?, check: () -> NoOpTrailer? = { nil },
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

    /// A contest's entry in the manifest: its id, the entry's length, then the entry as `ContestRecord.encoded()` made it.
    package static func appendEntry(id: String, encoded entry: [UInt8], to writer: inout ByteWriter) {
        writer.string(id)
        writer.int(entry.count)
        writer.raw(entry)
    }

    /// Where the no-op trailer of a manifest begins, from its last bytes; nil when they point nowhere.
    static func checkStart(of file: OpenFile) -> Int? {
        let size = file.size
        guard size >= footerSize else { return nil }
        var reader = file.reader(from: size - footerSize)
        guard let start = try? reader.int(), (0...size - footerSize).contains(start) else { return nil }
        return start
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
    package struct Header: Sendable {
        package let manifest: Manifest
        package let count: Int
        /// Where the first entry begins: a manifest found and opened once is read on from here.
        package let entriesStart: Int

        /// Nil when the bytes begin with no manifest of this format.
        package init?(from reader: inout ByteReader) throws(ByteReader.Malformed) {
            guard reader.expect(Manifest.magic) else { return nil }
            var manifest = Manifest()
            manifest.version = try reader.optionalString()
            manifest.site = try reader.optionalString()
            manifest.sitePages = try reader.optionalString()
            manifest.outputInode = try reader.optionalInt().map { UInt64(UInt(bitPattern: $0)) }
            self.manifest = manifest
            count = try reader.count()
            entriesStart = reader.position
        }

        /// The header of the manifest `file`, nothing more read; nil when it is damaged or of another format.
        static func read(_ file: OpenFile) -> Header? {
            var reader = file.reader()
            return try? Header(from: &reader)
        }

        /// Each contest's entry in id order, handed to `body` and not kept, until `body` says false; whether
        /// every entry was read.
        @discardableResult
        func decodeEntries(from reader: inout ByteReader, _ body: (String, ContestRecord) -> Bool) throws(ByteReader.Malformed) -> Bool {
            for _ in 0..<count {
                let (id, entry) = try Self.decodeEntry(from: &reader)
                guard body(id, entry) else { return false }
            }
            return true
        }

        /// Every entry's id's bytes and where it is (its id first), handed to `body`, no string made: each entry is
        /// stepped over by its length, unread (`checkEntries` then reads them on every core).
        package func walkEntries(from reader: inout ByteReader,
                         _ body: (_ id: ArraySlice<UInt8>, _ place: Range<Int>) -> Void) throws(ByteReader.Malformed) {
            for _ in 0..<count {
                let start = reader.position
                let id = try reader.utf8()
                try reader.skip(try reader.count())
                body(id, start..<reader.position)
            }
        }

        /// Whether the entries at the `count` places `place` gives (as `walkEntries` found them in `file`) all
        /// read, each ending where its place does; checked on `parallel`'s threads.
        func checkEntries(count: Int, in file: OpenFile, on parallel: Parallel, place: @Sendable (Int) -> Range<Int>) -> Bool {
            var whole = true
            parallel.inBatches(of: count, batch: 4_096, { range in
                range.allSatisfy { (try? Self.outline(at: place($0), in: file)) != nil }
            }, use: { whole = whole && $0 })
            return whole
        }

        /// The id's bytes and the outline of the entry at `place` in `file`, which must end where the place does.
        package static func outline(at place: Range<Int>, in file: OpenFile) throws(ByteReader.Malformed)
            -> (id: ArraySlice<UInt8>, outline: ContestRecord.Outline) {
            var reader = file.reader(from: place.lowerBound, to: place.upperBound)
            let (id, record) = try idAndRecord(from: &reader)
            guard reader.isAtEnd else { throw ByteReader.Malformed() }
            return (id, try ContestRecord.Outline(record))
        }

        /// The next contest's id and entry.
        static func decodeEntry(from reader: inout ByteReader) throws(ByteReader.Malformed) -> (id: String, entry: ContestRecord) {
            let (id, record) = try idAndRecord(from: &reader)
            return (String(decoding: id, as: UTF8.self), try ContestRecord(record))
        }

        /// The next contest's id and its entry's fields, found by the length after the id.
        private static func idAndRecord(from reader: inout ByteReader) throws(ByteReader.Malformed)
            -> (id: ArraySlice<UInt8>, record: ContestRecordView) {
            let id = try reader.utf8()
            return (id, try ContestRecordView(reader.bytes(try reader.count())))
        }

        /// What follows the file list: the no-op trailer and the last bytes that say where it begins, read through
        /// to be sure of them.
        func decodeEnd(from reader: inout ByteReader) throws(ByteReader.Malformed) {
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

extension Manifest.ContestRecord {
    /// The bytes the manifest holds for the entry after its id: each field's value in `ContestRecordField`'s order.
    func encoded() -> [UInt8] {
        var writer = ByteWriter()
        for field in ContestRecordField.allCases {
            let value = value(of: field)
            assert(value.kind == field.kind, "\(field)")
            writer.field(value)
        }
        return writer.bytes
    }

    /// What the entry holds for `field`.
    func value(of field: ContestRecordField) -> ContestRecordValue {
        switch field {
        case .id: .text(card.id)
        case .name: .text(card.name)
        case .url: .text(card.url)
        case .type: .text(card.type)
        case .status: .text(card.status)
        case .entries: .text(card.entries)
        case .fee: .text(card.fee)
        case .organizer: .text(card.organizer)
        case .updated: .text(card.updated)
        case .updatedDay: .text(card.updatedDay)
        case .statusLabel: .text(card.statusLabel)
        case .statusGroup: .text(card.statusGroup.rawValue)
        case .typeURL: .optionalText(card.typeURL)
        case .standingsState: .optionalText(card.standingsState)
        case .lockText: .optionalText(card.lockTime?.text)
        case .lockMachine: .optionalText(card.lockTime?.machine)
        case .isLive: .number(card.isLive ? 1 : 0)
        case .updatedTime: .number(Int(bitPattern: UInt(card.updatedTime.bitPattern)))
        case .standingsPageCount: .number(card.standingsPageCount)
        case .joinToken: .optionalText(joinToken)
        case .digest: .text(digest)
        case .signature: .optionalText(signature)
        case .templates: .optionalText(templates)
        case .location: .optionalText(location)
        case .problems: .problems(problems ?? [])
        case .warnings: .texts(warnings ?? [])
        case .generatedAt: .optionalNumber(generatedAt.map { Int(bitPattern: UInt($0.bitPattern)) })
        }
    }

    /// The entry `record` holds.
    init(_ record: ContestRecordView) throws(ByteReader.Malformed) {
        let tail = Tail(record)
        self.init(card: try StoredCard(record).card, joinToken: tail.joinToken, digest: tail.digest,
                  signature: tail.signature, templates: tail.templates, location: tail.location,
                  problems: tail.problems, warnings: tail.warnings, generatedAt: tail.generatedAt)
    }

    /// The fields that follow the card.
    package struct Tail: Sendable {
        let joinToken: String?
        package let digest: String
        package let signature: String?
        package let templates: String?
        package let location: String?
        package let problems: [Problem]
        package let warnings: [String]
        let generatedAt: Double?

        package init(_ record: ContestRecordView) {
            joinToken = record.optionalString(.joinToken)
            digest = record.string(.digest)
            signature = record.optionalString(.signature)
            templates = record.optionalString(.templates)
            location = record.optionalString(.location)
            problems = record.problems(.problems)
            warnings = record.texts(.warnings)
            generatedAt = record.optionalDouble(.generatedAt)
        }
    }

    /// An entry read without making its strings: its card and the fields a spare tree's folders are compared by
    /// (`SpareTree.reuse`), each as the bytes the record holds. What decodes, outlines, and the reverse: both walk
    /// the record and check the card's status group.
    package struct Outline: Sendable {
        let card: StoredCard
        package let joinToken: ArraySlice<UInt8>?
        let digest: ArraySlice<UInt8>
        let templates: ArraySlice<UInt8>?

        init(_ record: ContestRecordView) throws(ByteReader.Malformed) {
            card = try StoredCard(record)
            joinToken = record.optionalText(.joinToken)
            digest = record.text(.digest)
            templates = record.optionalText(.templates)
        }

        /// Both entries make the same contest pages from the same documents: the same card, digest (one was
        /// taken) and templates. Their join pages are the same when their join tokens are too.
        package func rendersSamePages(as other: Outline) -> Bool {
            !digest.isEmpty && digest == other.digest && templates == other.templates && card == other.card
        }
    }

    /// A card's fields as an entry's bytes hold them, slices of the record's bytes, without a string for each: the
    /// site pages read every card from the record store several times.
    package struct StoredCard: Sendable, Equatable {
        let id, name, url, type, status, entries, fee, organizer, updated, updatedDay, statusLabel: ArraySlice<UInt8>
        let statusGroup: StatusGroup
        let typeURL, standingsState, lockText, lockMachine: ArraySlice<UInt8>?
        let isLive: Bool
        let updatedTime: Double
        let standingsPageCount: Int

        /// A status group no build writes is malformed.
        init(_ record: ContestRecordView) throws(ByteReader.Malformed) {
            guard let group = StatusGroup(rawValue: record.string(.statusGroup)) else { throw ByteReader.Malformed() }
            statusGroup = group
            id = record.text(.id)
            name = record.text(.name)
            url = record.text(.url)
            type = record.text(.type)
            status = record.text(.status)
            entries = record.text(.entries)
            fee = record.text(.fee)
            organizer = record.text(.organizer)
            updated = record.text(.updated)
            updatedDay = record.text(.updatedDay)
            statusLabel = record.text(.statusLabel)
            typeURL = record.optionalText(.typeURL)
            standingsState = record.optionalText(.standingsState)
            lockText = record.optionalText(.lockText)
            lockMachine = record.optionalText(.lockMachine)
            isLive = record.number(.isLive) != 0
            updatedTime = record.double(.updatedTime)
            standingsPageCount = record.number(.standingsPageCount)
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
