/// A named, loosely typed value (a constraint or a rule parameter) shown as "name: value".
public struct Attribute: Sendable, Equatable {
    public var key: String
    public var value: AttributeValue
    public init(key: String, value: AttributeValue) {
        self.key = key
        self.value = value
    }
}
