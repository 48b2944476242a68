import Domain

/// Text for a file written by `AtomicFile.write(to:action:chunked:)`, handed on a megabyte at a time: the deploy
/// record, the digest cache and the lists a child reads hold four million lines at a million contests.
public struct ChunkedText {
    private static let chunk = 1 << 20
    private let emit: ([UInt8]) -> Void
    private var text: [UInt8] = []

    init(emit: @escaping ([UInt8]) -> Void) {
        self.emit = emit
        text.reserveCapacity(Self.chunk + 4_096)
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
        if text.count >= Self.chunk { handOn() }
    }

    fileprivate mutating func handOn() {
        emit(text)
        text.removeAll(keepingCapacity: true)
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
