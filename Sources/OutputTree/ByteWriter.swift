import Domain

/// Binary fields for the records a build keeps (the manifest, its no-op trailer, the file log), read back by `ByteReader`:
/// integers as eight bytes little-endian, texts as a length and UTF-8, an absent text as -1.
package struct ByteWriter {
    package private(set) var bytes: [UInt8]

    package init(magic: [UInt8]) {
        bytes = magic
        bytes.reserveCapacity(1 << 20)
    }

    /// For records written into no file of their own.
    package init(capacity: Int = 0) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// Bytes another writer encoded.
    package mutating func raw(_ encoded: [UInt8]) {
        bytes.append(contentsOf: encoded)
    }

    package mutating func int(_ value: Int) {
        withUnsafeBytes(of: Int64(value).littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Overwrites the integer at `offset` (a length known only once what follows it is written).
    package mutating func setInt(_ value: Int, at offset: Int) {
        withUnsafeBytes(of: Int64(value).littleEndian) { bytes.replaceSubrange(offset..<offset + 8, with: $0) }
    }

    package mutating func string(_ text: String) {
        int(text.utf8.count)
        bytes.append(contentsOf: text.utf8)
    }

    /// A string's bytes, as `string` writes them.
    package mutating func utf8(_ text: UnsafeBufferPointer<UInt8>) {
        int(text.count)
        bytes.append(contentsOf: text)
    }

    package mutating func optional(_ text: String?) {
        guard let text else { return int(-1) }
        string(text)
    }

    package mutating func optional(_ value: Int?) {
        int(value == nil ? 0 : 1)
        if let value { int(value) }
    }

    package mutating func strings(_ texts: [String]) {
        int(texts.count)
        for text in texts { string(text) }
    }

    package mutating func problems(_ problems: [Problem]) {
        int(problems.count)
        for problem in problems {
            string(problem.source)
            optional(problem.path)
            string(problem.message)
        }
    }

    /// Hands what was written so far to `emit` once it reaches `threshold` bytes (`Array.handOn`), so that a big
    /// file is written in pieces instead of being held whole.
    package mutating func flush(over threshold: Int = 1 << 20, to emit: ([UInt8]) -> Void) {
        bytes.handOn(over: threshold, to: emit)
    }
}
