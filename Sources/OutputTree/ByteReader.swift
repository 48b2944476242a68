import Domain
#if canImport(Glibc)
import Glibc
#endif

/// The one windowed reader: a file (or bytes in memory) read a megabyte window at a time, as binary fields (the
/// manifest, whose million contests are a gigabyte: read whole, then copied into an array, it was held twice) or
/// as lines (the deploy record and the digest cache, four million lines at a million contests).
package struct ByteReader {
    package struct Malformed: Error {
        package init() {}
    }

    private var buffer: [UInt8]
    private var offset = 0
    /// Bytes of the file not yet in `buffer`; the file is -1 for bytes in memory.
    private var unread = 0
    /// Where in the file `buffer` begins.
    private var bufferStart = 0
    private let file: Int32
    /// What keeps `file` open while this reads it.
    private let opened: OpenFile?
    package static let window = 1 << 20

    package init(_ bytes: [UInt8]) {
        buffer = bytes
        (file, opened) = (-1, nil)
    }

    /// Reads the open `file` from byte `start` to byte `end`, a window at a time (read with `pread`: readers
    /// on one file descriptor do not move each other); the reader keeps the file open.
    init(file: OpenFile, from start: Int, to end: Int) {
        (buffer, self.file, opened, bufferStart, unread) = ([], file.descriptor, file, start, max(0, end - start))
        buffer.reserveCapacity(min(Self.window, unread))
    }

    private var left: Int { buffer.count - offset + unread }
    package var isAtEnd: Bool { left == 0 }
    /// Where the next byte read is, counted from the start of the file (or of the bytes in memory).
    package var position: Int { bufferStart + offset }

    /// Makes `count` bytes from `offset` on available in `buffer`, reading the next window of the file.
    private mutating func ensure(_ count: Int) throws(Malformed) {
        guard buffer.count - offset < count else { return }
        guard left >= count else { throw Malformed() }
        buffer.removeSubrange(0..<offset)
        bufferStart += offset
        offset = 0
        let wanted = min(unread, max(count - buffer.count, Self.window))
        let start = buffer.count
        let fileOffset = bufferStart + start
        buffer.append(contentsOf: repeatElement(0, count: wanted))
        var filled = 0
        let failed = buffer.withUnsafeMutableBytes { bytes in
            while filled < wanted {
                let got = pread(file, bytes.baseAddress! + start + filled, wanted - filled, off_t(fileOffset + filled))
                if got < 0, errno == EINTR { continue }
                if got <= 0 { return true }
                filled += got
            }
            return false
        }
        // A file that shrank or failed under us is as unreadable as a truncated one.
        guard !failed else { throw Malformed() }
        unread -= wanted
    }

    /// Moves past `count` bytes; what the buffer does not hold yet is never read.
    package mutating func skip(_ count: Int) throws(Malformed) {
        guard count >= 0, count <= left else { throw Malformed() }
        let buffered = buffer.count - offset
        guard count > buffered else { return offset += count }
        bufferStart += buffer.count + (count - buffered)
        unread -= count - buffered
        buffer.removeAll(keepingCapacity: true)
        offset = 0
    }

    package mutating func expect(_ prefix: [UInt8]) -> Bool {
        guard (try? ensure(prefix.count)) != nil, buffer[offset..<offset + prefix.count].elementsEqual(prefix) else {
            return false
        }
        offset += prefix.count
        return true
    }

    package mutating func int() throws(Malformed) -> Int {
        let value = try peekInt()
        offset += 8
        return value
    }

    private mutating func peekInt() throws(Malformed) -> Int {
        try ensure(8)
        let value = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: Int64.self) }
        return Int(Int64(littleEndian: value))
    }

    /// A length or element count: never negative, never more than the bytes left could hold.
    package mutating func count() throws(Malformed) -> Int {
        let value = try int()
        guard value >= 0, value <= left else { throw Malformed() }
        return value
    }

    package mutating func string() throws(Malformed) -> String {
        String(decoding: try utf8(), as: UTF8.self)
    }

    package mutating func optionalString() throws(Malformed) -> String? {
        try optionalUTF8().map { String(decoding: $0, as: UTF8.self) }
    }

    /// A string's bytes as they are in the buffer, without making the string.
    package mutating func utf8() throws(Malformed) -> ArraySlice<UInt8> {
        try bytes(try count())
    }

    /// The next `length` bytes as they are in the buffer.
    package mutating func bytes(_ length: Int) throws(Malformed) -> ArraySlice<UInt8> {
        guard length >= 0 else { throw Malformed() }
        try ensure(length)
        defer { offset += length }
        return buffer[offset..<offset + length]
    }

    mutating func optionalUTF8() throws(Malformed) -> ArraySlice<UInt8>? {
        if try peekInt() == -1 {
            offset += 8
            return nil
        }
        return try utf8()
    }

    package mutating func optionalInt() throws(Malformed) -> Int? {
        try int() == 0 ? nil : try int()
    }

    package mutating func strings() throws(Malformed) -> [String] {
        try (0..<count()).map { _ throws(Malformed) in try string() }
    }

    package mutating func problems() throws(Malformed) -> [Problem] {
        try (0..<count()).map { _ throws(Malformed) in
            Problem(source: try string(), path: try optionalString(), message: try string())
        }
    }
}

extension ByteReader {
    /// How reading a file's lines ended.
    package enum LineOutcome: Equatable, Sendable {
        /// Every line was handed over.
        case read
        /// `body` said false.
        case stopped
        /// The file is not there (`errno`'s code), or a read failed (`EIO`).
        case unreadable(Int32)
    }

    /// The next line that is not empty, without its newline (the last may have none); nil at the end.
    package mutating func nextLine() throws(Malformed) -> ArraySlice<UInt8>? {
        var searched = 0
        while true {
            let buffered = buffer.count - offset
            let newline = buffered == searched ? nil : buffer.withUnsafeBufferPointer { all in
                memchr(all.baseAddress! + offset + searched, 0x0A, buffered - searched)
                    .map { all.baseAddress!.distance(to: $0.assumingMemoryBound(to: UInt8.self)) }
            }
            if let newline {
                defer { offset = newline + 1 }
                if newline > offset { return buffer[offset..<newline] }
                searched = 0
                continue
            }
            guard unread > 0 else {
                defer { offset = buffer.count }
                return buffered > 0 ? buffer[offset...] : nil
            }
            searched = buffered
            try ensure(buffered + 1)
        }
    }

    /// Every line of the file at `path` that is not empty handed to `body`, until it says false.
    package static func forEachLine(of path: String, _ body: (UnsafeBufferPointer<UInt8>) -> Bool) -> LineOutcome {
        guard let file = OpenFile(path) else { return .unreadable(errno) }
        var reader = file.reader()
        do throws(Malformed) {
            while let line = try reader.nextLine() {
                guard line.withUnsafeBufferPointer(body) else { return .stopped }
            }
            return .read
        } catch {
            return .unreadable(EIO)
        }
    }
}
