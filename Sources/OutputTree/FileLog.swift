import Domain
import EveryCore
import Foundation
import Synchronization

/// The staging tree's file records as bytes in a `ScratchFile`, appended in batches by each shard: the sequence
/// of the record, whether the file was written (then its size and digest) or linked, and its path. Each batch
/// begins with its length, so that the batches can be found without reading them and read on every core.
enum FileLog {
    /// Bytes a shard gathers before it appends them: 256 shards hold about 4 MB.
    static let batch = 8 << 10
    private static let header = 8

    static func append(_ sequence: Int, _ path: String, _ entry: SiteFileList.Entry?, to bytes: inout [UInt8]) {
        if bytes.isEmpty { bytes.append(contentsOf: repeatElement(0, count: header)) }
        int(sequence, to: &bytes)
        bytes.append(entry == nil ? 0 : 1)
        int(entry?.size ?? 0, to: &bytes)
        int(Int(bitPattern: UInt(entry?.value ?? 0)), to: &bytes)
        int(path.utf8.count, to: &bytes)
        bytes.append(contentsOf: path.utf8)
    }

    /// Appends the batch gathered in `bytes` to `file` and empties it; the errno when it could not be written.
    static func flush(_ bytes: inout [UInt8], to file: ScratchFile) -> Int32 {
        guard !bytes.isEmpty else { return 0 }
        withUnsafeBytes(of: Int64(bytes.count - header).littleEndian) { length in
            bytes.replaceSubrange(0..<header, with: length)
        }
        let code = file.append(bytes).code
        bytes.removeAll(keepingCapacity: true)
        return code
    }

    private static func int(_ value: Int, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: Int64(value).littleEndian) { bytes.append(contentsOf: $0) }
    }

    private static func int(in bytes: [UInt8], at index: Int) -> Int {
        var value: Int64 = 0
        for byte in 0..<8 { value |= Int64(bytes[index + byte]) << (8 * byte) }
        return Int(value)
    }

    private static let fixed = 8 + 1 + 8 + 8 + 8

    /// Where each batch of the first `end` bytes of `file` is, its length read and the rest skipped; nil when
    /// the file could not be read.
    static func batches(_ file: ScratchFile, to end: Int) -> [Range<Int>]? {
        var batches: [Range<Int>] = []
        var offset = 0
        while offset < end {
            guard let bytes = file.read(at: offset, length: header) else { return nil }
            let start = offset + header
            let length = int(in: bytes, at: 0)
            guard length >= 0, start + length <= end else { return nil }
            batches.append(start..<start + length)
            offset = start + length
        }
        return batches
    }

    /// Each record of `batches`, in order; false when the file could not be read or a batch is damaged.
    static func replay(_ file: ScratchFile, _ batches: some Collection<Range<Int>>,
                       _ body: (_ sequence: Int, _ path: String, _ entry: SiteFileList.Entry?) -> Void) -> Bool {
        for batch in batches {
            guard let bytes = file.read(at: batch.lowerBound, length: batch.count) else { return false }
            var position = 0
            while position < bytes.count {
                guard position + fixed <= bytes.count else { return false }
                let sequence = int(in: bytes, at: position)
                let written = bytes[position + 8] == 1
                let size = int(in: bytes, at: position + 9)
                let value = UInt64(UInt(bitPattern: int(in: bytes, at: position + 17)))
                let length = int(in: bytes, at: position + 25)
                guard length >= 0, position + fixed + length <= bytes.count else { return false }
                let path = String(decoding: bytes[(position + fixed)..<(position + fixed + length)], as: UTF8.self)
                position += fixed + length
                body(sequence, path, written ? SiteFileList.Entry(size: size, value: value) : nil)
            }
        }
        return true
    }

    /// `replay` of every batch, in order.
    static func replay(_ file: ScratchFile, to end: Int,
                       _ body: (_ sequence: Int, _ path: String, _ entry: SiteFileList.Entry?) -> Void) -> Bool {
        guard let batches = batches(file, to: end) else { return false }
        return replay(file, batches, body)
    }

    /// `replay` of every batch with the batches shared among `parallel`'s threads, each record handed to `body`
    /// with the number of the lane that read it; false when some batch could not be read.
    static func replay(_ file: ScratchFile, to end: Int, on parallel: Parallel,
                       _ body: @Sendable (_ lane: Int, _ sequence: Int, _ path: String, _ entry: SiteFileList.Entry?) -> Void) -> Bool {
        guard let batches = batches(file, to: end) else { return false }
        let failed = Atomic(false)
        parallel.eachLane(atMost: batches.count) { lane, lanes in
            let share = stride(from: lane, to: batches.count, by: lanes).map { batches[$0] }
            if !replay(file, share, { body(lane, $0, $1, $2) }) { failed.store(true, ordering: .relaxed) }
        }
        return !failed.load(ordering: .relaxed)
    }
}
