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

/// A JSONPath-like location, built up while decoding so every issue can name where it is.
public struct JSONPath: Sendable, Equatable, CustomStringConvertible {
    public let description: String

    public static let root = JSONPath(description: "$")

    private init(description: String) { self.description = description }

    public func key(_ key: String) -> JSONPath {
        let isPlain = !key.isEmpty && key.utf8.allSatisfy { byte in
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
        }
        if isPlain { return JSONPath(description: "\(description).\(key)") }
        var quoted = ""
        for character in key.prefix(64) {
            if character == "\\" || character == "\"" { quoted.append("\\") }
            quoted.append(character.isNewline ? " " : character)
        }
        return JSONPath(description: "\(description)[\"\(quoted)\(key.count > 64 ? "…" : "")\"]")
    }

    public func index(_ index: Int) -> JSONPath { JSONPath(description: "\(description)[\(index)]") }
}

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
