import Dispatch
import Domain
import EveryCore
import Foundation
import OutputTree
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
