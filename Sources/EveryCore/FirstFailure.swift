import Synchronization

/// The first failure any thread records, kept for whoever checks; later ones are its consequences. `isSet` is read
/// without a lock, so workers can look before every write.
public final class FirstFailure<Failure: Error & Sendable>: Sendable {
    private let first = Mutex<Failure?>(nil)
    private let recorded = Atomic(false)

    public init() {}

    public func record(_ failure: Failure) {
        first.withLock { if $0 == nil { $0 = failure } }
        recorded.store(true, ordering: .releasing)
    }

    public var isSet: Bool { recorded.load(ordering: .acquiring) }

    /// Throws the first failure recorded, if any.
    public func check() throws(Failure) {
        if isSet, let failure = first.withLock({ $0 }) { throw failure }
    }
}
