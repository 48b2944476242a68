import Domain

public struct PayoutRowModel: Sendable {
    public let places: String
    public let amount: String
    public let share: String
}
