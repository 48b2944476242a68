import Domain
import OutputTree

/// What the next run reads to find that nothing changed, kept at the end of the manifest and found from its last
/// eight bytes, so that such a run never reads the contests' entries (a gigabyte at a million contests, which one
/// core read one after another while the others waited): one digest of everything the pages are made of besides
/// the contests' documents, and each listed contest's document signature in listing order, with the problems and
/// warnings its report repeats while it stays unchanged. Written only when every listed contest could be carried
/// over as it is (its entry under its own key, at its listed place, with a document digest and signature).
package struct NoOpTrailer: Sendable {
    /// `inputs(site:templates:everyRunFiles:references:languages:)` of the build that wrote it.
    package let inputs: UInt64
    /// How many files the manifest lists (build.json aside).
    package let fileCount: Int
    /// Each listed contest's document signature, in listing order (each row's payload its position).
    package let signatures: PackedStrings<Int>
    /// The contests with problems or warnings, by listing position.
    package let notes: [Note]

    package init(inputs: UInt64, fileCount: Int, signatures: PackedStrings<Int>, notes: [Note]) {
        (self.inputs, self.fileCount, self.signatures, self.notes) = (inputs, fileCount, signatures, notes)
    }

    package struct Note: Sendable {
        package let position: Int
        package let problems: [Problem]
        package let warnings: [String]

        package init(position: Int, problems: [Problem], warnings: [String]) {
            (self.position, self.problems, self.warnings) = (position, problems, warnings)
        }
    }
}

extension NoOpTrailer {
    func encode(into writer: inout ByteWriter, flushingTo emit: ([UInt8]) -> Void) {
        writer.int(Int(bitPattern: UInt(inputs)))
        writer.int(fileCount)
        writer.int(signatures.count)
        for index in 0..<signatures.count {
            signatures.withBytes(at: index) { writer.utf8($0) }
            writer.flush(to: emit)
        }
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
        var signatures = PackedStrings<Int>()
        let count = try reader.count()
        signatures.reserveCapacity(count, bytes: 16 * count)
        for index in 0..<count {
            let text = try reader.utf8()
            text.withUnsafeBufferPointer { signatures.append($0, index) }
        }
        self.signatures = signatures
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
        OpenFile(path).flatMap { file in Manifest.Header.read(file).flatMap { _ in read(file) } }
    }

    /// The same, of a manifest already open (whose header was read: `Manifest.find`).
    package static func read(_ file: OpenFile) -> NoOpTrailer? {
        guard let start = Manifest.checkStart(of: file) else { return nil }
        var reader = file.reader(from: start, to: file.size - Manifest.footerSize)
        guard let check = try? reader.int() == 1 ? NoOpTrailer(from: &reader) : nil, reader.isAtEnd else { return nil }
        return check
    }
}
