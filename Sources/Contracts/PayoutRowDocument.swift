/// One `payout_table` row (CONTRACT §1.1), aliases resolved: `min_rank`/`max_rank`, `place`, `payout_amount`.
public struct PayoutRowDocument: Sendable, Equatable {
    public var rankMin: Int64
    public var rankMax: Int64
    public var amountCents: Int64?
    /// `payout_amount`: a decimal in major units, used only when `amount_cents` is absent.
    public var payoutAmount: Double?
    public var percentage: Double?
    public var currency: String?

    static func decode(_ json: JSONValue, at path: JSONPath, issues: inout DecodeIssues) -> PayoutRowDocument? {
        guard let reader = FieldReader(json, at: path, issues: &issues) else { return nil }
        let place = reader.int("place", issues: &issues)
        let rankMin = rank(reader, "rank_min", alias: "min_rank", place: place, issues: &issues)
        let rankMax = rank(reader, "rank_max", alias: "max_rank", place: place, issues: &issues)
        let amount = reader.int("amount_cents", issues: &issues)
        let payoutAmount = reader.double("payout_amount", issues: &issues)
        let percentage = reader.double("percentage", issues: &issues)
        let currency = reader.string("currency", issues: &issues)
        guard let rankMin, let rankMax else { return nil }
        if rankMax < rankMin {
            issues.add(path.key("rank_max"), "rank_max \(rankMax) is below rank_min \(rankMin)")
        }
        return PayoutRowDocument(rankMin: rankMin, rankMax: rankMax, amountCents: amount,
                                 payoutAmount: payoutAmount, percentage: percentage, currency: currency)
    }

    private static func rank(_ reader: FieldReader, _ key: String, alias: String, place: Int64?,
                             issues: inout DecodeIssues) -> Int64? {
        if reader.object[key] != nil { return reader.int(key, required: true, nullable: false, issues: &issues) }
        if reader.object[alias] != nil { return reader.int(alias, required: true, nullable: false, issues: &issues) }
        if let place { return place }
        _ = reader.int(key, required: true, nullable: false, issues: &issues)
        return nil
    }
}
