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
