import Domain

public struct ColumnHeader: Sendable {
    public let name: String
    public let kind: String
    /// "ascending"/"descending" on the column the rows are sorted by, nil elsewhere.
    public let ariaSort: String?
}
