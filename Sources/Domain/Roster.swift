/// Entry rules shown to people as text; the site enforces nothing.
public struct RosterConfig: Sendable, Equatable {
    public var maxEntriesPerUser: Int?
    public var fields: [EntryField]
    public var rules: [ValidationRule]

    public init(maxEntriesPerUser: Int? = nil, fields: [EntryField] = [], rules: [ValidationRule] = []) {
        self.maxEntriesPerUser = maxEntriesPerUser
        self.fields = fields
        self.rules = rules
    }
}

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

/// One validation rule. Known keys are lifted out; everything else stays in `attributes`.
public struct ValidationRule: Sendable, Equatable {
    public var id: String
    public var ruleType: String
    public var field: String?
    public var minValue: AttributeValue?
    public var maxValue: AttributeValue?
    public var errorMessage: String?
    /// Other non-null keys, in the backend's order.
    public var attributes: [Attribute]

    public init(
        id: String, ruleType: String, field: String? = nil, minValue: AttributeValue? = nil,
        maxValue: AttributeValue? = nil, errorMessage: String? = nil, attributes: [Attribute] = []
    ) {
        self.id = id
        self.ruleType = ruleType
        self.field = field
        self.minValue = minValue
        self.maxValue = maxValue
        self.errorMessage = errorMessage
        self.attributes = attributes
    }
}

/// A named, loosely typed value (a constraint or a rule parameter) shown as "name: value".
public struct Attribute: Sendable, Equatable {
    public var key: String
    public var value: AttributeValue
    public init(key: String, value: AttributeValue) {
        self.key = key
        self.value = value
    }
}

/// A loosely typed value from an open-ended part of the contract.
public enum AttributeValue: Sendable, Equatable {
    case bool(Bool)
    case integer(Int64)
    case number(Double)
    case text(String)
    case list([AttributeValue])
    /// Anything else (an object), as compact JSON text.
    case other(String)
}
