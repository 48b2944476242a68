/// An amount in a currency's ISO 4217 minor units (cents for USD, whole yen for JPY, fils for BHD).
public struct Money: Sendable, Equatable, Hashable {
    public var minorUnits: Int64
    /// Upper-case ISO 4217 code as the backend sent it ("USD" when absent).
    public var currency: String

    public init(minorUnits: Int64, currency: String) {
        self.minorUnits = minorUnits
        self.currency = currency
    }
}

/// A payout amount as the backend gave it; the site never computes or redistributes one.
public enum PayoutAmount: Sendable, Equatable {
    /// Integer minor units (`amount_cents`).
    case minorUnits(Int64)
    /// A decimal in major units (the `payout_amount` alias), kept as the backend wrote it.
    case majorUnits(Double)
    /// null before settlement: shown as "TBD".
    case toBeDecided
}

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
