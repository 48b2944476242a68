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
