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
