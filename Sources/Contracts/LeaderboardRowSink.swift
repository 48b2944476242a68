/// Receives a leaderboard's rows while the document is parsed, so no row tree is ever held whole.
public protocol LeaderboardRowSink {
    /// Called once, before the first row, with the column schema (empty when it is missing or broken;
    /// the document then fails anyway, with the schema's issues).
    mutating func begin(columns: [ColumnDocument])
    mutating func row(_ row: JSONObject)
    /// How many rows will come, when the parser counted them first (a big document); called before `begin`.
    mutating func expect(rows: Int)
}

extension LeaderboardRowSink {
    public mutating func expect(rows: Int) {}
}
