/// One field of an entry form. The type is open-ended; unknown types render generically.
public struct EntryField: Sendable, Equatable {
    public var id: String
    public var name: String
    public var type: String
    public var required: Bool
    /// Constraints in the order the backend sent them, nulls dropped.
    public var constraints: [Attribute]

    public init(id: String, name: String, type: String, required: Bool, constraints: [Attribute] = []) {
        self.id = id
        self.name = name
        self.type = type
        self.required = required
        self.constraints = constraints
    }
}
