/// What went wrong with one file, URL or deploy target, as the user reads it: `file-or-URL: $.json.path: cause`.
/// A build's, a fetch's and a deploy's failures and warnings are all of this one kind.
public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
    /// File path, URL or deploy target (never with secrets).
    public var source: String
    /// JSON path such as `$.payout_table[2].rank_min`, or nil when the whole input is concerned.
    public var path: String?
    public var message: String

    public init(source: String, path: String? = nil, message: String) {
        self.source = source
        self.path = path
        self.message = message
    }

    /// One line, and no control characters: names and paths come from hostile input, and an escape
    /// sequence in an error line could rewrite the user's terminal.
    public var description: String {
        let oneLine = message.split(whereSeparator: \.isNewline).joined(separator: " ")
        let line = path.map { "\(source): \($0): \(oneLine)" } ?? "\(source): \(oneLine)"
        guard line.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return line }
        return String(String.UnicodeScalarView(line.unicodeScalars.map {
            $0.properties.generalCategory == .control ? "\u{FFFD}" : $0
        }))
    }
}
