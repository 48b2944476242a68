/// Collects every issue of one document instead of stopping at the first, listing at most `limit`:
/// a million bad rows must not become a million lines on stderr.
public struct DecodeIssues: Sendable {
    public static let limit = 100
    private var listed: [DecodeIssue] = []
    private var omitted = 0
    public init() {}
    public mutating func add(_ path: JSONPath, _ message: String) {
        guard listed.count < Self.limit else {
            omitted += 1
            return
        }
        listed.append(DecodeIssue(path: path.description, message: message))
    }
    public var list: [DecodeIssue] {
        omitted == 0 ? listed : listed + [DecodeIssue(path: "$", message: "\(omitted) more problems not listed")]
    }
    public var isEmpty: Bool { listed.isEmpty }
}
