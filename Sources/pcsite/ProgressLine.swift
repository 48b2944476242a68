import Foundation
import Publishing
import Synchronization

/// The live "contests 120/400 · 85.3/s" line on stderr.
final class ProgressLine: Sendable {
    private let meter = BuildProgress()
    private let lastDrawn = Mutex<ContinuousClock.Instant?>(nil)

    var callback: @Sendable (Int, Int) -> Void {
        { [self] done, total in draw(done: done, total: total) }
    }

    private func draw(done: Int, total: Int) {
        let now = ContinuousClock.now
        lastDrawn.withLock { last in
            guard done == total || last.map({ now - $0 >= .milliseconds(100) }) ?? true else { return }
            last = now
            FileHandle.standardError.write(Data("\r\u{1B}[K\(meter.line(done: done, total: total, now: now))".utf8))
        }
    }

    func clear() {
        let drawn = lastDrawn.withLock { $0 != nil }
        if drawn { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
