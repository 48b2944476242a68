/// One row of the payout table: ranks `rankMin...rankMax` each receive `amount`.
public struct PayoutTier: Sendable, Equatable {
    public var rankMin: Int
    public var rankMax: Int
    public var amount: PayoutAmount
    public var percentage: Double?
    public var currency: String

    public init(rankMin: Int, rankMax: Int, amount: PayoutAmount, percentage: Double? = nil, currency: String) {
        self.rankMin = rankMin
        self.rankMax = rankMax
        self.amount = amount
        self.percentage = percentage
        self.currency = currency
    }
}
