import Dispatch

/// Lets go of a large value (a million contests' listing or report records) on another thread: the steps after it
/// and the exit do not wait while it is freed piece by piece, and a process that exits first leaves it to the kernel.
public enum BackgroundRelease {
    public static func of<Value: Sendable>(_ value: consuming Value) {
        let held = value
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(held) {} }
    }
}
