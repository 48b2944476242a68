import Foundation
import Publishing
import Synchronization

/// The live "contests 120/400 · 85.3/s" line on stderr.
final class ProgressLine: Sendable {
    private let meter = BuildProgress()
    /// When the line was last drawn, in nanoseconds since `meter.started`; read without the lock by every worker
    /// as it finishes a contest, so that only the one that redraws (ten times a second) takes it.
    private let drawnAt = Atomic<Int64>(ProgressLine.notYet)
    /// Held while drawing, so the lines reach the terminal in the order they were claimed.
    private let drawing = Mutex(())
    private static let notYet = Int64.min
    private static let interval: Int64 = 100_000_000

    var callback: @Sendable (Int, Int) -> Void {
        { [self] done, total in draw(done: done, total: total) }
    }

    private func draw(done: Int, total: Int) {
        let now = ContinuousClock.now
        let at = Self.nanoseconds(now - meter.started)
        guard done == total || isDue(at, after: drawnAt.load(ordering: .relaxed)) else { return }
        drawing.withLock { _ in
            guard done == total || isDue(at, after: drawnAt.load(ordering: .relaxed)) else { return }
            drawnAt.store(at, ordering: .relaxed)
            FileHandle.standardError.write(Data("\r\u{1B}[K\(meter.line(done: done, total: total, now: now))".utf8))
        }
    }

    private func isDue(_ at: Int64, after drawn: Int64) -> Bool {
        drawn == Self.notYet || at - drawn >= Self.interval
    }

    private static func nanoseconds(_ duration: Duration) -> Int64 {
        duration.components.seconds * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000
    }

    func clear() {
        if drawnAt.load(ordering: .relaxed) != Self.notYet { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
