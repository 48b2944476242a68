import Domain

extension Array where Element == UInt8 {
    /// How every big file pcsite writes is streamed (`AtomicFile.write(to:action:streaming:)`): bytes are gathered
    /// here and handed to `emit` once they reach `threshold`, a megabyte unless said (0: whatever is held), the array
    /// emptied and its room kept. The manifest (`ByteWriter`), the report (`ReportJSON`) and text made line by line
    /// (`ChunkedText`) go through this; the file log's batches (`FileLog`) go to a scratch file instead.
    @inlinable
    public mutating func handOn(over threshold: Int = 1 << 20, to emit: ([UInt8]) -> Void) {
        guard count >= threshold, !isEmpty else { return }
        emit(self)
        removeAll(keepingCapacity: true)
    }
}

/// Text for a file written by `AtomicFile.write(to:action:chunked:)`, handed on a megabyte at a time: the deploy
/// record, the digest cache and the lists a child reads hold four million lines at a million contests.
public struct ChunkedText {
    private let emit: ([UInt8]) -> Void
    private var text: [UInt8] = []

    init(emit: @escaping ([UInt8]) -> Void) {
        self.emit = emit
        text.reserveCapacity((1 << 20) + 4_096)
    }

    public mutating func append(_ line: String) {
        text += line.utf8
        handOnIfFull()
    }

    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        text.append(contentsOf: bytes)
        handOnIfFull()
    }

    public mutating func append(_ byte: UInt8) {
        text.append(byte)
        handOnIfFull()
    }

    /// A piece may end inside a line: the file is the pieces joined.
    private mutating func handOnIfFull() {
        text.handOn(to: emit)
    }

    fileprivate mutating func handOn() {
        text.handOn(over: 0, to: emit)
    }
}

extension AtomicFile {
    /// `write(streaming:)` for text made line by line.
    public static func write(to path: String, action: String, chunked produce: (inout ChunkedText) -> Void) throws(Problem) {
        try write(to: path, action: action) { emit in
            withoutActuallyEscaping(emit) { emit in
                var text = ChunkedText(emit: emit)
                produce(&text)
                text.handOn()
            }
        }
    }
}
