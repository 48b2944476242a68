import Domain

public struct PayoutsModel: Sendable {
    public let hasRows: Bool
    public let rows: [PayoutRowModel]
    /// A cancelled contest pays nothing: no table, one sentence.
    public let cancelled: Bool
}
