import CPlatform
import Synchronization

/// Set by the CLI when SIGTERM or SIGINT arrives; workers and every write check it, and a build that sees
/// it before the swap throws its staging tree away and publishes nothing.
public final class BuildCancellation: Sendable {
    private let received = Atomic<Int32>(0)
    private let watchesStopSignals: Bool

    public init() { watchesStopSignals = false }

    private init(watchingStopSignals: Bool) { watchesStopSignals = watchingStopSignals }

    /// Cancelled by SIGTERM or SIGINT, caught by C handlers so that even a build whose threads are all busy
    /// exits within a second: 0.9 s after the first signal, or at once on a second.
    public static func onStopSignals() -> BuildCancellation {
        pcsite_install_stop_handlers()
        return BuildCancellation(watchingStopSignals: true)
    }

    /// Records the first signal; later ones do not replace it.
    public func cancel(signal: Int32) {
        _ = received.compareExchange(expected: 0, desired: signal, ordering: .relaxed)
    }

    /// The signal that cancelled the build, if any.
    public var signal: Int32? {
        var value = received.load(ordering: .relaxed)
        if value == 0, watchesStopSignals { value = pcsite_stop_signal() }
        return value == 0 ? nil : value
    }
}
