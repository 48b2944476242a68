/// Why a document is not JSON, and where.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String
    public let line: Int
    public let column: Int
    public var description: String { "invalid JSON at line \(line), column \(column): \(message)" }
}
