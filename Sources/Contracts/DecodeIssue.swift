/// One problem in a document: where (`$.payout_table[2].rank_min`) and what.
public struct DecodeIssue: Sendable, Equatable, CustomStringConvertible {
    public let path: String
    public let message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}
