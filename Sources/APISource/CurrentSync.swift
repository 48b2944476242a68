import Synchronization

/// The run's `ContestSync`, set once `listContests` has the list; shared by every copy of the source.
final class CurrentSync: Sendable {
    private let value = Mutex<ContestSync?>(nil)

    var current: ContestSync? {
        get { value.withLock { $0 } }
        set { value.withLock { $0 = newValue } }
    }
}
