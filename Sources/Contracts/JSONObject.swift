/// A JSON object: ordered keys, with a hash index only when it is large enough to pay for one.
public struct JSONObject: Sendable, Equatable {
    public let keys: [String]
    public let values: [JSONValue]
    private let index: [String: Int]?

    private static let indexThreshold = 16

    public init(keys: [String], values: [JSONValue]) {
        self.keys = keys
        self.values = values
        if keys.count > Self.indexThreshold {
            var index = [String: Int](minimumCapacity: keys.count)
            for (position, key) in keys.enumerated() { index[key] = position }  // last duplicate wins
            self.index = index
        } else {
            self.index = nil
        }
    }

    /// The value for `key`; with duplicate keys the last one wins.
    public subscript(key: String) -> JSONValue? {
        if let index { return index[key].map { values[$0] } }
        var position = keys.count - 1
        while position >= 0 {
            if keys[position] == key { return values[position] }
            position -= 1
        }
        return nil
    }

    public var count: Int { keys.count }

    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.keys == rhs.keys && lhs.values == rhs.values
    }
}
