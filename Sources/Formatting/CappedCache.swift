/// A dictionary that forgets everything once it holds `capacity` values: the formatting caches keep what nearby
/// values share (an hour's text, a day's) without growing with every value a site has.
struct CappedCache<Key: Hashable, Value> {
    private var values: [Key: Value] = [:]
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    subscript(key: Key) -> Value? { values[key] }

    mutating func insert(_ value: Value, for key: Key) {
        if values.count >= capacity { values.removeAll(keepingCapacity: true) }
        values[key] = value
    }

    /// The value kept for `key`, or the one `make` makes, kept.
    mutating func value(for key: Key, make: () -> Value) -> Value {
        if let found = values[key] { return found }
        let made = make()
        insert(made, for: key)
        return made
    }
}

extension CappedCache: Sendable where Key: Sendable, Value: Sendable {}
