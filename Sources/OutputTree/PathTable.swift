/// A table from path keys to small values, for the staging tree's file records and folder marks: open addressing
/// with linear probing over one array of keys and one of values, grown by half when four fifths are full, so that it
/// stays between about a half and four fifths full. A `Dictionary` doubles and stays between three eighths and three
/// quarters full, and a file's record took 20 bytes beside 24 there: at a million contests (four million files, three
/// million folders) this table takes about half the room. Nothing is ever removed, which is what keeps probing simple.
struct PathTable<Value: BitwiseCopyable> {
    private var keys: [PathKey] = []
    private var values: [Value] = []
    private(set) var count = 0

    subscript(key: PathKey) -> Value? {
        get {
            guard !keys.isEmpty else { return nil }
            let slot = slot(of: key)
            return keys[slot] == key ? values[slot] : nil
        }
        set {
            guard let newValue else { preconditionFailure("a path table never forgets a key") }
            insert(key, newValue)
        }
    }

    subscript(key: PathKey, default value: @autoclosure () -> Value) -> Value {
        get { self[key] ?? value() }
        set { self[key] = newValue }
    }

    private mutating func insert(_ key: PathKey, _ value: Value) {
        if !keys.isEmpty {
            let slot = slot(of: key)
            if keys[slot] == key { return values[slot] = value }
        }
        if (count + 1) * 5 > keys.count * 4 { grow() }
        let slot = slot(of: key)
        (keys[slot], values[slot], count) = (key, value, count + 1)
    }

    /// The key's slot, or the vacant slot where it would go.
    private func slot(of key: PathKey) -> Int {
        var slot = Int(key.digest.multipliedFullWidth(by: UInt64(keys.count)).high)
        while keys[slot] != key, keys[slot] != .vacant {
            slot = slot + 1 == keys.count ? 0 : slot + 1
        }
        return slot
    }

    private mutating func grow() {
        let (oldKeys, oldValues) = (keys, values)
        let capacity = max(16, keys.count + keys.count / 2)
        keys = Array(repeating: .vacant, count: capacity)
        values = Array(unsafeUninitializedCapacity: capacity) { _, count in count = capacity }
        for (key, value) in zip(oldKeys, oldValues) where key != .vacant {
            let slot = slot(of: key)
            (keys[slot], values[slot]) = (key, value)
        }
    }
}
