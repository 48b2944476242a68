import Dispatch
import Domain
import EveryCore
import Foundation
import OutputTree
import SiteState
import Synchronization

/// The new manifest, written on a thread of its own while the site's pages are written: its entries (a hundred
/// megabytes at 100,000 contests, handed to the file by one thread while the other cores waited) need nothing of
/// those pages; only its file list waits for them (`finish`).
final class PendingManifestWriter: Sendable {
    private let filesHandedOver = DispatchSemaphore(value: 0)
    private let written = DispatchSemaphore(value: 0)
    private let files = Mutex<TreeFiles?>(nil)
    private let failure = FirstFailure<Problem>()

    init(_ manifest: Manifest, forOutput output: String, contests: NewManifestContests, check: NoOpTrailer.Builder,
         injected: Int32?) {
        Thread.detachNewThread { [self] in
            do throws(Problem) {
                try manifest.savePending(forOutput: output, contests: contests, files: {
                    filesHandedOver.wait()
                    return files.withLock { $0 }
                }, check: check, injected: injected)
            } catch {
                failure.record(error)
            }
            written.signal()
        }
    }

    /// Hands over the new tree's file list (nil: unknown, or the build stopped) and waits until the manifest is
    /// saved; throws what saving it met.
    func finish(files list: TreeFiles?) throws(Problem) {
        files.withLock { $0 = list }
        filesHandedOver.signal()
        written.wait()
        try failure.check()
    }
}

extension Manifest {
    /// The same, with `contests` as the manifest's contests and `files` (nil: unknown; asked for once the entries
    /// are written) as its files, ended by the no-op trailer `check` makes of the entries as they are written.
    func savePending(forOutput output: String, contests: NewManifestContests, files: () -> TreeFiles?,
                     check: NoOpTrailer.Builder, injected: Int32? = nil) throws(Problem) {
        var complete = true
        var check = check
        var fileList: TreeFiles?
        try AtomicFile.write(to: Self.pendingPath(forOutput: output), injected: injected,
                             action: "cannot save the build manifest") { emit in
            complete = encode(count: contests.count, encodedEntries: { body in
                // Each batch encoded, and what the check keeps of its entries read, on every core; a wave of
                // batches is held at a time, so they are small.
                let (reader, store) = (check.reader, contests.store)
                contests.forEachBatchInIDOrder(batch: 256) { batch in
                    var writer = ByteWriter(capacity: batch.reduce(0) { $0 + 8 + $1.id.utf8.count + Int($1.slot.length) })
                    let reads = batch.map { id, position, slot in
                        let bytes = store.bytes(slot)
                        Self.appendEntry(id: id, encoded: bytes, to: &writer)
                        return (position, reader.read(id, at: position, bytes))
                    }
                    return (entries: writer.bytes, reads: reads)
                } use: { batch in
                    for (position, read) in batch.reads { check.add(read, at: position) }
                    body(batch.entries)
                }
            }, files: {
                fileList = files()
                return fileList.map { ($0.count, $0.files) }
            }, check: { check.finish(fileCount: fileList?.count) }, to: emit)
        }
        guard complete else {
            throw Problem(source: Self.pendingPath(forOutput: output), message: "cannot save the build manifest: the new site's list of files could not be read back")
        }
    }
}
