import Domain
import EveryCore
import Input
import OutputTree
import Rendering
import SiteState

/// How a build makes the no-op trailer (`NoOpTrailer`, what it holds) and the digest of its inputs.
extension NoOpTrailer {
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
        /// In id order, each with its listing position; placed in listing order by `finish`.
        private var signatures = PackedStrings<Int>()
        private var notes: [Note] = []
        private var complete: Bool

        init(inputs: UInt64, references: [ContestReference], published count: Int) {
            self.inputs = inputs
            complete = count == references.count
            reader = EntryReader(references: complete ? references : [])
            signatures.reserveCapacity(references.count, bytes: 16 * references.count)
        }

        /// What `reader` read of the entry published at listing position `position`.
        mutating func add(_ read: EntryReader.Read?, at position: Int) {
            guard complete else { return }
            guard let read else { return complete = false }
            signatures.append(read.signature, position)
            if !read.problems.isEmpty || !read.warnings.isEmpty {
                notes.append(Note(position: position, problems: read.problems, warnings: read.warnings))
            }
        }

        /// The check, once every entry was added; nil without the file list's count.
        func finish(fileCount: Int?) -> NoOpTrailer? {
            var signatures = signatures
            guard complete, let fileCount, signatures.placeByPayload() else { return nil }
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
                  let tail = (try? ContestRecordView(bytes[...])).map(Manifest.ContestRecord.Tail.init), !tail.digest.isEmpty,
                  let signature = tail.signature, tail.location == references[position].location else {
                return nil
            }
            return Read(signature: signature, problems: tail.problems, warnings: tail.warnings)
        }
    }
}
