import Domain
import EveryCore
import OutputTree

/// JSON for the build and deploy reports, written by hand: Foundation's encoder spent ~45 ms on the 10,000
/// contest records of a 10k-contest build, a tenth of a no-op run. Keys are written in sorted order, two-space indent.
public enum ReportJSON: Sendable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null
    case array([ReportJSON])
    /// Members in the order given; callers list them sorted.
    case object([(String, ReportJSON)])
    /// An array whose elements are made one at a time as they are written: a million contest records are never
    /// a tree at once.
    case elements(count: Int, element: @Sendable (Int) -> ReportJSON)

    /// Hands the JSON and a newline to `emit` in pieces of about a megabyte: the report of a million contests is
    /// written without being held as text whole, its long arrays made on `parallel`'s threads.
    public func write(on parallel: Parallel, to emit: ([UInt8]) -> Void) {
        var out: [UInt8] = []
        withoutActuallyEscaping(emit) { emit in write(to: &out, indent: 0, on: parallel, emit: emit) }
        out.append(UInt8(ascii: "\n"))
        emit(out)
    }

    /// `emit` nil: everything stays in `out` (one element of a batch, see `writeElements`).
    private func write(to out: inout [UInt8], indent: Int, on parallel: Parallel, emit: (([UInt8]) -> Void)?) {
        switch self {
        case .string(let text): Self.quote(text, to: &out)
        case .int(let number): out.append(contentsOf: String(number).utf8)
        case .double(let number): out.append(contentsOf: (number.isFinite ? "\(number)" : "null").utf8)
        case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null: out.append(contentsOf: "null".utf8)
        case .array(let elements):
            writeContainer(elements, open: "[", close: "]", to: &out, indent: indent, emit: emit) { element, out in
                element.write(to: &out, indent: indent + 2, on: parallel, emit: emit)
            }
        case .elements(let count, let element):
            Self.writeElements(count: count, element, to: &out, indent: indent, on: parallel, emit: emit)
        case .object(let members):
            writeContainer(members, open: "{", close: "}", to: &out, indent: indent, emit: emit) { member, out in
                Self.quote(member.0, to: &out)
                out.append(contentsOf: ": ".utf8)
                member.1.write(to: &out, indent: indent + 2, on: parallel, emit: emit)
            }
        }
    }

    private func writeContainer<Elements: Collection>(_ elements: Elements, open: Unicode.Scalar, close: Unicode.Scalar,
                                         to out: inout [UInt8], indent: Int, emit: (([UInt8]) -> Void)?,
                                         element: (Elements.Element, inout [UInt8]) -> Void) {
        out.append(UInt8(ascii: open))
        guard !elements.isEmpty else { return out.append(UInt8(ascii: close)) }
        for (index, item) in elements.enumerated() {
            Self.startElement(first: index == 0, indent: indent, to: &out)
            element(item, &out)
            if let emit { out.handOn(to: emit) }
        }
        Self.endContainer(close, indent: indent, to: &out)
    }

    /// The elements of a long array (a million contest records) made and written in batches on `parallel`'s
    /// threads, a few batches per thread at a time, and handed on in order: the same bytes as one after another.
    private static func writeElements(count: Int, _ element: @escaping @Sendable (Int) -> ReportJSON,
                                      to out: inout [UInt8], indent: Int, on parallel: Parallel, emit: (([UInt8]) -> Void)?) {
        out.append(UInt8(ascii: "["))
        guard count > 0 else { return out.append(UInt8(ascii: "]")) }
        parallel.inBatches(of: count) { range in
            var bytes: [UInt8] = []
            for index in range {
                startElement(first: index == 0, indent: indent, to: &bytes)
                element(index).write(to: &bytes, indent: indent + 2, on: .serial, emit: nil)
            }
            return bytes
        } use: { bytes in
            out += bytes
            if let emit { out.handOn(to: emit) }
        }
        endContainer("]", indent: indent, to: &out)
    }

    private static func startElement(first: Bool, indent: Int, to out: inout [UInt8]) {
        if !first { out.append(UInt8(ascii: ",")) }
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent + 2))
    }

    private static func endContainer(_ close: Unicode.Scalar, indent: Int, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
        out.append(UInt8(ascii: close))
    }

    static func quote(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { quote($0, to: &out) }
    }

    static func quote(_ text: ArraySlice<UInt8>, to out: inout [UInt8]) {
        text.withUnsafeBufferPointer { quote($0, to: &out) }
    }

    private static func quote(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Most text needs no escape: copied in one go.
        if bytes.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") && $0 != 0x7F }) {
            out.append(contentsOf: bytes)
        } else {
            for byte in bytes { escape(byte, to: &out) }
        }
        out.append(UInt8(ascii: "\""))
    }

    private static func escape(_ byte: UInt8, to out: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "\""): out.append(contentsOf: #"\""#.utf8)
        case UInt8(ascii: "\\"): out.append(contentsOf: #"\\"#.utf8)
        case 0x0A: out.append(contentsOf: #"\n"#.utf8)
        case 0x0D: out.append(contentsOf: #"\r"#.utf8)
        case 0x09: out.append(contentsOf: #"\t"#.utf8)
        case 0..<0x20, 0x7F:
            let hex = Array("0123456789abcdef".utf8)
            out.append(contentsOf: #"\u00"#.utf8)
            out.append(hex[Int(byte >> 4)])
            out.append(hex[Int(byte & 0xF)])
        default: out.append(byte)
        }
    }
}

extension BuildReport {
    var json: ReportJSON {
        let strings = Self.strings
        var members: [(String, ReportJSON)] = [
            ("contests", .elements(count: contests.count) { [contests] index in
                let record = contests[index]
                return .object([("id", .string(record.id)), ("problems", strings(record.problems)),
                                ("status", .string(record.status.rawValue)), ("warnings", strings(record.warnings))])
            }),
            ("counts", .object([("built", .int(built.count)), ("failed", .int(failed.count)), ("kept", .int(kept.count)),
                                ("removed", .int(removed.count)), ("unchanged", .int(unchanged.count))])),
            ("exit_status", .int(Int(exitStatus))),
        ]
        if let source { members.insert(("api", source.json), at: 0) }
        if let fatal { members.append(("fatal", .string(fatal.description))) }
        members += [
            ("files", .object([("folders_carried_over", .int(foldersCarried)), ("unchanged", .int(filesUnchanged)),
                               ("written", .int(filesWritten))])),
            ("full", .bool(full)),
            ("jobs", .int(jobs)),
            ("phases", .object(phases.map { ($0.name, .double($0.seconds)) })),
            ("problems", strings(problems.map(\.description))),
            ("seconds", .double(seconds)),
            ("site_unchanged", .bool(publishedNothing)),
            ("status", .string(exitStatus == 0 ? "ok" : exitStatus == 1 ? "partial" : "failed")),
            ("warnings", strings(warnings)),
        ]
        return .object(members)
    }

    private static func strings(_ list: [String]) -> ReportJSON { .array(list.map(ReportJSON.string)) }
}
