/// A payout amount as the backend gave it; the site never computes or redistributes one.
public enum PayoutAmount: Sendable, Equatable {
    /// Integer minor units (`amount_cents`).
    case minorUnits(Int64)
    /// A decimal in major units (the `payout_amount` alias), kept as the backend wrote it.
    case majorUnits(Double)
    /// null before settlement: shown as "TBD".
    case toBeDecided
}
