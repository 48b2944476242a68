#if canImport(Glibc)
import Glibc
#endif

/// A file's lines read a megabyte at a time, each handed over as its bytes without the newline, blank lines skipped:
/// a deploy's record of four million files, or the digest cache beside a walk, read without being held.
public final class LineReader {
    public enum Outcome: Equatable, Sendable {
        /// Every line was handed over.
        case read
        /// `body` said false.
        case stopped
        /// The file is not there, or a read failed: `errno`'s code.
        case unreadable(Int32)
    }

    private let file: Int32
    private var buffer: UnsafeMutablePointer<UInt8>
    private var capacity = 1 << 20
    private var start = 0, end = 0, atEnd = false
    /// Why the lines stopped before the end of the file.
    public private(set) var failure: Int32?

    /// Nil when the file cannot be opened (`errno` says why).
    public init?(path: String) {
        file = open(path, O_RDONLY | O_CLOEXEC)
        guard file >= 0 else { return nil }
        buffer = .allocate(capacity: capacity)
    }

    deinit {
        close(file)
        buffer.deallocate()
    }

    /// The next line that is not empty, valid until the next call; nil at the end or after a failed read.
    public func next() -> UnsafeBufferPointer<UInt8>? {
        while true {
            if start < end, let newline = memchr(buffer + start, 0x0A, end - start) {
                let stop = buffer.distance(to: newline.assumingMemoryBound(to: UInt8.self))
                defer { start = stop + 1 }
                if stop > start { return UnsafeBufferPointer(start: buffer + start, count: stop - start) }
                continue
            }
            if atEnd || failure != nil {
                // The last line may have no newline.
                defer { start = end }
                return start < end && failure == nil ? UnsafeBufferPointer(start: buffer + start, count: end - start) : nil
            }
            refill()
        }
    }

    private func refill() {
        if start > 0 {
            memmove(buffer, buffer + start, end - start)
            (end, start) = (end - start, 0)
        }
        // A line longer than the buffer: room for twice as much.
        if end == capacity {
            let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
            larger.update(from: buffer, count: end)
            buffer.deallocate()
            (buffer, capacity) = (larger, capacity * 2)
        }
        let count = read(file, buffer + end, capacity - end)
        if count > 0 {
            end += count
        } else if count == 0 {
            atEnd = true
        } else if errno != EINTR {
            failure = errno
        }
    }

    /// Every line of the file at `path` handed to `body` until it says false.
    public static func forEachLine(of path: String, _ body: (UnsafeBufferPointer<UInt8>) -> Bool) -> Outcome {
        guard let reader = LineReader(path: path) else { return .unreadable(errno) }
        while let line = reader.next() {
            guard body(line) else { return .stopped }
        }
        return reader.failure.map(Outcome.unreadable) ?? .read
    }
}
