import Domain

/// What a publish cost: bytes that crossed the wire and the time of the switch itself.
struct TransferResult: Sendable {
    var bytesSent: Int
    var release: String?
    var switchMilliseconds: Double?
}
