import Domain
import EveryCore
import Foundation
import Synchronization

/// The staging tree's file records in a `ScratchFile`, appended in batches by each shard, in the binary fields of
/// `ByteWriter`: the record's sequence, negative for a file linked unread, then a written file's size and digest,
/// then its path. Each batch begins with its length, so that the batches can be found without reading them and
/// read on every core.
enum FileLog {
    /// Bytes a shard gathers before it appends them: 256 shards hold about 4 MB.
    static let batch = 8 << 10
    /// The batch's length, filled in when it is appended.
    private static let header = 8

    /// `sequence` is above 0 where `entry` is nil (linked files are told apart by its sign).
    static func append(_ sequence: Int, _ path: String, _ entry: SiteFileList.Entry?, to batch: inout ByteWriter) {
        if batch.bytes.isEmpty { batch.int(0) }
        if let entry {
            batch.int(sequence)
            batch.int(entry.size)
            batch.int(Int(bitPattern: UInt(entry.value)))
        } else {
            batch.int(-sequence)
        }
        batch.string(path)
    }

    /// Appends the batch gathered in `batch` to `file` and empties it; the errno when it could not be written.
    static func flush(_ batch: inout ByteWriter, to file: ScratchFile) -> Int32 {
        guard !batch.bytes.isEmpty else { return 0 }
        batch.setInt(batch.bytes.count - header, at: 0)
        var code: Int32 = 0
        batch.flush(over: 0) { code = file.append($0).code }
        return code
    }

    /// Where each batch of the first `end` bytes of `file` is, its length read and the rest skipped; nil when
    /// the file could not be read.
    static func batches(_ file: ScratchFile, to end: Int) -> [Range<Int>]? {
        var batches: [Range<Int>] = []
        var offset = 0
        while offset < end {
            guard let bytes = file.read(at: offset, length: header) else { return nil }
            var reader = ByteReader(bytes)
            let start = offset + header
            guard let length = try? reader.int(), length >= 0, start + length <= end else { return nil }
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
            var reader = ByteReader(bytes)
            do throws(ByteReader.Malformed) {
                while !reader.isAtEnd {
                    let sequence = try reader.int()
                    let entry = sequence < 0 ? nil
                        : SiteFileList.Entry(size: try reader.int(), value: UInt64(UInt(bitPattern: try reader.int())))
                    body(abs(sequence), try reader.string(), entry)
                }
            } catch {
                return false
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
