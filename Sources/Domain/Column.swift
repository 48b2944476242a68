/// A column of the schema. The schema decides what is shown and how.
public struct Column: Sendable, Equatable {
    public var id: String
    public var name: String
    public var kind: ColumnKind
    public var sortable: Bool
    public var sortDirection: SortDirection?
    public var precision: Int?
    /// Overrides the contest's currency for a currency column.
    public var currency: String?
    /// `hint: "major_units"`: currency values are major units, not cents.
    public var valuesAreMajorUnits: Bool
    public var hint: String?

    public init(id: String, name: String, kind: ColumnKind, sortable: Bool = false, sortDirection: SortDirection? = nil,
                precision: Int? = nil, currency: String? = nil, valuesAreMajorUnits: Bool = false, hint: String? = nil) {
        self.id = id
        self.name = name
        self.kind = kind
        self.sortable = sortable
        self.sortDirection = sortDirection
        self.precision = precision
        self.currency = currency
        self.valuesAreMajorUnits = valuesAreMajorUnits
        self.hint = hint
    }
}
