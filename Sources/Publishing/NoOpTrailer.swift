import Domain
import EveryCore
import Input
import OutputTree
import Rendering

/// What the next run reads to find that nothing changed, kept at the end of the manifest and found from its last
/// eight bytes, so that such a run never reads the contests' entries (a gigabyte at a million contests, which one
/// core read one after another while the others waited): one digest of everything the pages are made of besides
/// the contests' documents, and each listed contest's document signature in listing order, with the problems and
/// warnings its report repeats while it stays unchanged. Written only when every listed contest could be carried
/// over as it is (its entry under its own key, at its listed place, with a document digest and signature).
struct NoOpTrailer: Sendable {
    /// `inputs(site:templates:everyRunFiles:references:languages:)` of the build that wrote it.
    let inputs: UInt64
    /// How many files the manifest lists (build.json aside).
    let fileCount: Int
    /// Each listed contest's document signature, in listing order.
    let signatures: PackedTexts
    /// The contests with problems or warnings, by listing position.
    let notes: [Note]

    struct Note: Sendable {
        let position: Int
        let problems: [Problem]
        let warnings: [String]
    }

    /// The site (config, navigation, binary), every template set, the files rendered on every run (404, content
    /// pages, assets) and the listing: when this equals the published one, only the documents can have changed.
    /// `languages`: the other languages' published trees (`BuildRun.stamps`), "" for a site in one.
    static func inputs(site: String, templates: TemplateStore, everyRunFiles: [(path: String, bytes: Rendered)],
                       references: [ContestReference], languages: String, on parallel: Parallel) -> UInt64 {
        var digest = ContentDigest()
        digest.combine(site)
        digest.combine(languages)
        digest.combine(templates.digest)
        for file in everyRunFiles.sorted(by: { $0.path < $1.path }) {
            digest.combine(file.path)
            digest.combine(String(OutputStaging.digest(of: file.bytes)))
        }
        digest.combine(String(references.count))
        // The listing in batches on the run's threads (a million references took 0.2 s of one core), each batch's
        // digest combined in order.
        parallel.inBatches(of: references.count, batch: 8_192, { range in
            var part = ContentDigest()
            for reference in references[range] { reference.combine(into: &part) }
            return part.value
        }, use: { part in
            withUnsafeBytes(of: part.littleEndian) { digest.combine($0) }
        })
        return digest.value
    }

    /// Made as the manifest's entries are written, in id order; nil at the end when some listed contest could not
    /// be carried over as it is.
    struct Builder: Sendable {
        private let inputs: UInt64
        let reader: EntryReader
        private var signatures: PackedTexts
        private var notes: [Note] = []
        private var complete: Bool

        init(inputs: UInt64, references: [ContestReference], published count: Int) {
            self.inputs = inputs
            complete = count == references.count
            reader = EntryReader(references: complete ? references : [])
            signatures = PackedTexts(count: references.count)
        }

        /// What `reader` read of the entry published at listing position `position`.
        mutating func add(_ read: EntryReader.Read?, at position: Int) {
            guard complete else { return }
            guard let read else { return complete = false }
            signatures.set(position, to: read.signature)
            if !read.problems.isEmpty || !read.warnings.isEmpty {
                notes.append(Note(position: position, problems: read.problems, warnings: read.warnings))
            }
        }

        /// The check, once every entry was added; nil without the file list's count.
        func finish(fileCount: Int?) -> NoOpTrailer? {
            guard complete, let fileCount else { return nil }
            return NoOpTrailer(inputs: inputs, fileCount: fileCount, signatures: signatures,
                                  notes: notes.sorted { $0.position < $1.position })
        }
    }

    /// What the check keeps of each entry, read on any core (the entries are read on all of them).
    struct EntryReader: Sendable {
        /// Empty when the check cannot be complete: then nothing is read.
        let references: [ContestReference]

        struct Read: Sendable {
            let signature: String
            let problems: [Problem]
            let warnings: [String]
        }

        /// The entry of contest `id`, published at listing position `position`; nil when it cannot be carried
        /// over as it is listed.
        func read(_ id: String, at position: Int, _ bytes: [UInt8]) -> Read? {
            guard position < references.count, id == references[position].key,
                  let tail = (try? EntryRecord(bytes[...])).map(Manifest.Entry.Tail.init), !tail.digest.isEmpty,
                  let signature = tail.signature, tail.location == references[position].location else {
                return nil
            }
            return Read(signature: signature, problems: tail.problems, warnings: tail.warnings)
        }
    }
}

extension NoOpTrailer {
    func encode(into writer: inout ByteWriter, flushingTo emit: ([UInt8]) -> Void) {
        writer.int(Int(bitPattern: UInt(inputs)))
        writer.int(fileCount)
        signatures.encode(into: &writer, flushingTo: emit)
        writer.int(notes.count)
        for note in notes {
            writer.int(note.position)
            writer.problems(note.problems)
            writer.strings(note.warnings)
        }
    }

    init(from reader: inout ByteReader) throws(ByteReader.Malformed) {
        inputs = UInt64(UInt(bitPattern: try reader.int()))
        fileCount = try reader.count()
        signatures = try PackedTexts(from: &reader)
        var notes: [Note] = []
        for _ in 0..<(try reader.count()) {
            let position = try reader.int()
            // In listing order, each in the listing.
            guard position > (notes.last?.position ?? -1), position < signatures.count else { throw ByteReader.Malformed() }
            notes.append(Note(position: position, problems: try reader.problems(), warnings: try reader.strings()))
        }
        self.notes = notes
    }

    /// The check at the end of the manifest at `path`; nil when it has none (a build that could not carry every
    /// contest over) or what its last bytes point to is damaged.
    static func read(_ path: String) -> NoOpTrailer? {
        ManifestFile(path).flatMap { file in Manifest.Header.read(file).flatMap { _ in read(file) } }
    }

    /// The same, of a manifest already open (whose header was read: `Manifest.find`).
    static func read(_ file: ManifestFile) -> NoOpTrailer? {
        guard let start = Manifest.checkStart(of: file) else { return nil }
        var reader = file.reader(from: start, to: file.size - Manifest.footerSize)
        guard let check = try? reader.int() == 1 ? NoOpTrailer(from: &reader) : nil, reader.isAtEnd else { return nil }
        return check
    }
}
