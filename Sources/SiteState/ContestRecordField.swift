import Domain
import OutputTree

/// The fields of a contest's record in the manifest (the bytes after its id), in the order the bytes hold them: the one
/// description of the record's layout. `Manifest.ContestRecord.encoded()` writes `value(of:)` of each in this order,
/// `ContestRecordView` finds each by its kind, and every reader (the record, its card, what follows the card, its
/// outline) takes the fields from a view by name. Adding a field is the recipe in docs/ARCHITECTURE.md ("Adding a
/// field to what a build keeps").
package enum ContestRecordField: Int, CaseIterable, Sendable {
    // The card (`ContestCard`).
    case id, name, url, type, status, entries, fee, organizer, updated, updatedDay, statusLabel, statusGroup,
         typeURL, standingsState, lockText, lockMachine, isLive, updatedTime, standingsPageCount
    // What follows the card.
    case joinToken, digest, signature, templates, location, problems, warnings, generatedAt

    package enum Kind: Sendable, Equatable {
        /// A length (eight bytes, little-endian), then UTF-8.
        case text
        /// -1 for none, or a text.
        case optionalText
        /// Eight bytes, little-endian.
        case number
        /// 0 for none, or 1 and a number.
        case optionalNumber
        /// A count, then each problem's source (text), path (optional text) and message (text).
        case problems
        /// A count, then each text.
        case texts
    }

    var kind: Kind {
        switch self {
        case .id, .name, .url, .type, .status, .entries, .fee, .organizer, .updated, .updatedDay, .statusLabel,
             .statusGroup, .digest: .text
        case .typeURL, .standingsState, .lockText, .lockMachine, .joinToken, .signature, .templates, .location:
            .optionalText
        case .isLive, .updatedTime, .standingsPageCount: .number
        case .generatedAt: .optionalNumber
        case .problems: .problems
        case .warnings: .texts
        }
    }

    static let count = allCases.count
}

/// A field's value as a record hands it to the encoder; its case is the field's kind.
package enum ContestRecordValue {
    case text(String)
    case optionalText(String?)
    case number(Int)
    case optionalNumber(Int?)
    case problems([Problem])
    case texts([String])

    var kind: ContestRecordField.Kind {
        switch self {
        case .text: .text
        case .optionalText: .optionalText
        case .number: .number
        case .optionalNumber: .optionalNumber
        case .problems: .problems
        case .texts: .texts
        }
    }
}

extension ByteWriter {
    /// A field's value in the layout its kind gives (`ContestRecordField.Kind`).
    mutating func field(_ value: ContestRecordValue) {
        switch value {
        case .text(let text): string(text)
        case .optionalText(let text): optional(text)
        case .number(let number): int(number)
        case .optionalNumber(let number): optional(number)
        case .problems(let list): problems(list)
        case .texts(let list): strings(list)
        }
    }
}

/// A record's bytes walked once by `ContestRecordField`'s kinds: where each field is, no string made. Anything that
/// does not walk (a length past the end, bytes left over) is malformed, so what a view reads, decoding reads too.
package struct ContestRecordView: Sendable {
    let bytes: ArraySlice<UInt8>
    /// Two per field: a text's bounds in `bytes`; a number and 1; `ContestRecordView.absent` twice for an absent optional;
    /// a list's bounds (its count included).
    private var places: [Int]
    private static let absent = Int.min

    package init(_ bytes: ArraySlice<UInt8>) throws(ByteReader.Malformed) {
        self.bytes = bytes
        places = []
        places.reserveCapacity(2 * ContestRecordField.count)
        var cursor = Cursor(bytes)
        for field in ContestRecordField.allCases {
            switch field.kind {
            case .text:
                let text = try cursor.text()
                place(text.lowerBound, text.upperBound)
            case .optionalText:
                if let text = try cursor.optionalText() { place(text.lowerBound, text.upperBound) } else { place(Self.absent, Self.absent) }
            case .number:
                place(try cursor.number(), 1)
            case .optionalNumber:
                if try cursor.number() == 0 { place(Self.absent, Self.absent) } else { place(try cursor.number(), 1) }
            case .problems:
                let start = cursor.position
                for _ in 0..<(try cursor.count()) {
                    _ = try cursor.text()
                    _ = try cursor.optionalText()
                    _ = try cursor.text()
                }
                place(start, cursor.position)
            case .texts:
                let start = cursor.position
                for _ in 0..<(try cursor.count()) { _ = try cursor.text() }
                place(start, cursor.position)
            }
        }
        guard cursor.position == bytes.endIndex else { throw ByteReader.Malformed() }
    }

    /// A field's two places.
    private mutating func place(_ first: Int, _ second: Int) {
        places.append(first)
        places.append(second)
    }

    func text(_ field: ContestRecordField) -> ArraySlice<UInt8> {
        assert(field.kind == .text)
        return bytes[places[2 * field.rawValue]..<places[2 * field.rawValue + 1]]
    }

    func optionalText(_ field: ContestRecordField) -> ArraySlice<UInt8>? {
        assert(field.kind == .optionalText)
        let start = places[2 * field.rawValue]
        return start == Self.absent ? nil : bytes[start..<places[2 * field.rawValue + 1]]
    }

    func string(_ field: ContestRecordField) -> String { String(decoding: text(field), as: UTF8.self) }

    func optionalString(_ field: ContestRecordField) -> String? { optionalText(field).map { String(decoding: $0, as: UTF8.self) } }

    func number(_ field: ContestRecordField) -> Int {
        assert(field.kind == .number)
        return places[2 * field.rawValue]
    }

    func optionalNumber(_ field: ContestRecordField) -> Int? {
        assert(field.kind == .optionalNumber)
        let value = places[2 * field.rawValue]
        return places[2 * field.rawValue + 1] == Self.absent ? nil : value
    }

    /// A number written as a `Double`'s bits.
    func double(_ field: ContestRecordField) -> Double { Self.double(bits: number(field)) }

    func optionalDouble(_ field: ContestRecordField) -> Double? { optionalNumber(field).map(Self.double(bits:)) }

    private static func double(bits: Int) -> Double { Double(bitPattern: UInt64(UInt(bitPattern: bits))) }

    func problems(_ field: ContestRecordField) -> [Problem] {
        assert(field.kind == .problems)
        var cursor = list(field)
        // The walk checked these bytes: nothing here throws.
        do throws(ByteReader.Malformed) {
            return try (0..<cursor.count()).map { _ throws(ByteReader.Malformed) in
                let source = try cursor.text(), path = try cursor.optionalText(), message = try cursor.text()
                return Problem(source: String(decoding: bytes[source], as: UTF8.self),
                               path: path.map { String(decoding: bytes[$0], as: UTF8.self) },
                               message: String(decoding: bytes[message], as: UTF8.self))
            }
        } catch {
            return []
        }
    }

    func texts(_ field: ContestRecordField) -> [String] {
        assert(field.kind == .texts)
        var cursor = list(field)
        do throws(ByteReader.Malformed) {
            return try (0..<cursor.count()).map { _ throws(ByteReader.Malformed) in
                String(decoding: bytes[try cursor.text()], as: UTF8.self)
            }
        } catch {
            return []
        }
    }

    private func list(_ field: ContestRecordField) -> Cursor {
        Cursor(bytes[places[2 * field.rawValue]..<places[2 * field.rawValue + 1]])
    }

    /// Steps through bytes in memory as `ByteWriter` wrote them, handing out where each text is.
    private struct Cursor {
        let bytes: ArraySlice<UInt8>
        var position: Int

        init(_ bytes: ArraySlice<UInt8>) {
            self.bytes = bytes
            position = bytes.startIndex
        }

        mutating func number() throws(ByteReader.Malformed) -> Int {
            guard bytes.endIndex - position >= 8 else { throw ByteReader.Malformed() }
            let value = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: position - bytes.startIndex, as: Int64.self) }
            position += 8
            return Int(Int64(littleEndian: value))
        }

        /// A length or a count: never negative, never more than the bytes left could hold.
        mutating func count() throws(ByteReader.Malformed) -> Int {
            let value = try number()
            guard value >= 0, value <= bytes.endIndex - position else { throw ByteReader.Malformed() }
            return value
        }

        mutating func text() throws(ByteReader.Malformed) -> Range<Int> {
            let length = try count()
            defer { position += length }
            return position..<position + length
        }

        mutating func optionalText() throws(ByteReader.Malformed) -> Range<Int>? {
            let start = position
            if try number() == -1 { return nil }
            position = start
            return try text()
        }
    }
}
